package assets

import (
	"bytes"
	"image"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/cego-spiel/cego/game"
	"github.com/fyne-io/oksvg"
	"github.com/srwiley/rasterx"
)

// TestFyneReaderAgrees draws sample card files with the SVG reader Fyne 2.7
// uses (fyne-io/oksvg with rasterx, in strict mode, as Fyne's
// internal/svg does) and compares with our renderer: the generated files
// must mean the same to both, so the app could fall back on Fyne's reader.
// A sample by default; CARDS_FYNE_ALL=1 checks every file.
func TestFyneReaderAgrees(t *testing.T) {
	const w = 180
	h := Height(w)
	names := []string{"T21", "hK", "s10", "back"}
	if os.Getenv("CARDS_FYNE_ALL") != "" {
		// Every file: slow (Fyne's reader takes a while per card).
		names = []string{"back"}
		for c := range game.Card(game.NumCards) {
			names = append(names, c.String())
		}
	}
	for _, pack := range Packs() {
		for _, name := range names {
			file := pack + "/" + name + ".svg"
			data, err := cardFiles.ReadFile("cards/" + file)
			if err != nil {
				t.Fatal(err)
			}
			icon, err := oksvg.ReadIconStream(bytes.NewReader(data), oksvg.StrictErrorMode)
			if err != nil {
				t.Errorf("%s: Fyne's reader refuses it: %v", file, err)
				continue
			}
			icon.SetTarget(0, 0, float64(w), float64(h))
			theirs := image.NewRGBA(image.Rect(0, 0, w, h))
			scanner := rasterx.NewScannerGV(w, h, theirs, theirs.Bounds())
			icon.Draw(rasterx.NewDasher(w, h, scanner), 1)

			var img image.Image
			if name == "back" {
				img, err = Back(pack, w)
			} else {
				c, _ := game.ParseCard(name)
				img, err = Face(pack, c, w)
			}
			if err != nil {
				t.Fatal(err)
			}
			ours := image.NewRGBA(img.Bounds())
			draw.Draw(ours, ours.Bounds(), img, image.Point{}, draw.Src)
			// Anti-aliasing differs along edges (up to ~1% of the pixels for a
			// card of many small black shapes); a misread shape would cost more.
			if d := diff(ours, theirs); d > 0.03 {
				t.Errorf("%s: Fyne's reader and ours differ in %.2f%% of the pixels", file, 100*d)
				if dir := os.Getenv("CARDS_DEBUG_DIR"); dir != "" {
					for tag, im := range map[string]image.Image{"ours": ours, "fyne": theirs} {
						f, _ := os.Create(filepath.Join(dir, pack+"-"+name+"-"+tag+".png"))
						png.Encode(f, im)
						f.Close()
					}
				}
			}
		}
	}
}
