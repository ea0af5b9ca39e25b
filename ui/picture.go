package ui

import (
	"bytes"
	"image"
	"image/png"
	"os"
)

// The helpers of the pictures the developer tooling (screenshot.go,
// tour.go, built with -tags devtools) and the tests take of the window.

// tourWidth is the width of the pictures the tour and the tests leave in
// docs/.
const tourWidth = 1024

// imageOK reports whether a picture has more than one colour.
func imageOK(img image.Image) bool {
	if img == nil || img.Bounds().Empty() {
		return false
	}
	b := img.Bounds()
	r0, g0, b0, _ := img.At(b.Min.X, b.Min.Y).RGBA()
	for y := b.Min.Y; y < b.Max.Y; y += 7 {
		for x := b.Min.X; x < b.Max.X; x += 7 {
			r, g, bb, _ := img.At(x, y).RGBA()
			if r != r0 || g != g0 || bb != b0 {
				return true
			}
		}
	}
	return false
}

// writePNG writes img to file as PNG.
func writePNG(file string, img image.Image) error {
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return err
	}
	return os.WriteFile(file, buf.Bytes(), 0o644)
}
