//go:build devtools

package ui

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"log"
	"os/exec"
	"time"
)

func init() { devCapture = (*Controller).captureLater }

// captureLater waits for the window to show the paused table, takes its
// picture and writes it to file as PNG; done runs on the Fyne thread.
func (c *Controller) captureLater(file string, done func(error)) {
	var err error
	c.run.Go(func() {
		time.Sleep(900 * time.Millisecond) // the window shows the paused table
		var img image.Image
		img, err = c.capture()
		if err == nil {
			err = writePNG(file, img)
		}
	}, func() { done(err) })
}

// capture takes a picture of the window. The GL canvas's own Capture reads
// the front buffer, which under Xvfb's software GL holds nothing after the
// swap; the X server's picture of the window is then taken with
// ImageMagick's import.
func (c *Controller) capture() (image.Image, error) {
	img := c.win.Canvas().Capture()
	if imageOK(img) {
		return img, nil
	}
	log.Printf("cego: the window's own capture is blank (%s); taking the X display's picture instead", describe(img))
	out, err := exec.Command("import", "-window", "root", "png:-").Output()
	if err != nil {
		return nil, fmt.Errorf("screenshot: the window's capture was blank and import failed: %v", err)
	}
	img, err = png.Decode(bytes.NewReader(out))
	if err != nil {
		return nil, fmt.Errorf("screenshot: %v", err)
	}
	return cropDark(img), nil
}

// describe sums a picture up for the log.
func describe(img image.Image) string {
	if img == nil {
		return "no image"
	}
	b := img.Bounds()
	r, g, bl, a := img.At(b.Min.X+b.Dx()/2, b.Min.Y+b.Dy()/2).RGBA()
	return fmt.Sprintf("%dx%d, centre pixel %d,%d,%d,%d", b.Dx(), b.Dy(), r>>8, g>>8, bl>>8, a>>8)
}

// cropDark cuts away the black screen around the window (the window sits
// at the top left of an otherwise empty X display).
func cropDark(img image.Image) image.Image {
	b := img.Bounds()
	dark := func(x, y int) bool {
		r, g, bl, _ := img.At(x, y).RGBA()
		return r < 0x0800 && g < 0x0800 && bl < 0x0800
	}
	maxX, maxY := b.Min.X, b.Min.Y
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			if !dark(x, y) {
				maxX, maxY = max(maxX, x+2), max(maxY, y+2)
			}
		}
	}
	si, ok := img.(interface {
		SubImage(image.Rectangle) image.Image
	})
	if !ok || maxX <= b.Min.X || maxY <= b.Min.Y {
		return img
	}
	return si.SubImage(image.Rect(b.Min.X, b.Min.Y, min(maxX, b.Max.X), min(maxY, b.Max.Y)))
}
