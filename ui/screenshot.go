package ui

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"time"

	"fyne.io/fyne/v2"
)

// captureLater waits for the window to show the paused table, takes its
// picture and writes it to file as PNG; done runs on the Fyne thread.
func (c *Controller) captureLater(file string, done func(error)) {
	go func() {
		time.Sleep(900 * time.Millisecond)
		img, err := c.capture()
		if err == nil {
			err = writePNG(file, img)
		}
		fyne.Do(func() { done(err) })
	}()
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
	out, err := exec.Command("import", "-window", "root", "png:-").Output()
	if err != nil {
		return nil, fmt.Errorf("screenshot: the window's capture was blank and import failed: %v", err)
	}
	img, err = png.Decode(bytes.NewReader(out))
	if err != nil {
		return nil, fmt.Errorf("screenshot: %v", err)
	}
	return img, nil
}

func writePNG(file string, img image.Image) error {
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return err
	}
	return os.WriteFile(file, buf.Bytes(), 0o644)
}
