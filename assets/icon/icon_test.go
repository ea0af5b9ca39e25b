package icon

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"testing"

	"github.com/cego-spiel/cego/assets/icon/internal/paint"
)

func decode(t *testing.T, b []byte) *image.NRGBA {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	out := image.NewNRGBA(img.Bounds())
	for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
		for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
			out.Set(x, y, img.At(x, y))
		}
	}
	return out
}

// The committed pictures are what paint.Icon paints today, and Icon.png (for fyne
// package) is the same file as the embedded one (for the window).
func TestCommittedIconIsCurrent(t *testing.T) {
	root, err := os.ReadFile("../../Icon.png")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(root, data) {
		t.Fatal("Icon.png differs from assets/icon/icon.png: run go run ./assets/icon/gen")
	}
	got := decode(t, data)
	if b := got.Bounds(); b.Dx() != 512 || b.Dy() != 512 {
		t.Fatalf("icon is %v, want 512×512", b)
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, paint.Icon(512)); err != nil {
		t.Fatal(err)
	}
	want := decode(t, buf.Bytes())
	diff := 0
	for i := range want.Pix {
		d := int(want.Pix[i]) - int(got.Pix[i])
		if d > 2 || d < -2 {
			diff++
		}
	}
	if diff > 0 {
		t.Fatalf("%d channel values differ from paint.Icon(512): run go run ./assets/icon/gen", diff)
	}
}
