// Command gen draws the Cego icon: assets/icon/icon.png (embedded for the
// window) and the Icon.png beside FyneApp.toml (used by fyne package).
// Run it from the module root: go run ./assets/icon/gen
package main

import (
	"bytes"
	"flag"
	"image/png"
	"log"
	"os"

	"github.com/cego-spiel/cego/assets/icon/internal/paint"
)

func main() {
	size := flag.Int("size", 512, "edge in pixels")
	out := flag.String("o", "", "write only this file (a preview); default: both icon files")
	flag.Parse()
	var buf bytes.Buffer
	if err := png.Encode(&buf, paint.Icon(*size)); err != nil {
		log.Fatal(err)
	}
	files := []string{"assets/icon/icon.png", "Icon.png"}
	if *out != "" {
		files = []string{*out}
	}
	for _, f := range files {
		if err := os.WriteFile(f, buf.Bytes(), 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
