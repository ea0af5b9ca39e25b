package main

import (
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestWatchMode builds the real program and lets it play in watch mode in a
// real window (run it under xvfb-run, as make test does): it must exit 0,
// leave a screenshot that shows a table with cards, and never touch a
// widget outside the Fyne thread.
func TestWatchMode(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no X display: run under xvfb-run (make test-ui)")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "cego")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	for _, tc := range []struct {
		name string
		args []string
	}{
		{"four", []string{"-deals", "2"}},
		{"three", []string{"-deals", "1", "-players", "3"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			shot := filepath.Join(dir, tc.name+".png")
			args := append([]string{"-demo", "-seed", "42", "-screenshot", shot}, tc.args...)
			cmd := exec.Command(bin, args...)
			cmd.Env = append(os.Environ(), "XDG_CONFIG_HOME="+dir, "XDG_DATA_HOME="+dir)
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("cego %s: %v\n%s", strings.Join(args, " "), err, out)
			}
			if strings.Contains(string(out), "Error in Fyne call thread") {
				t.Fatalf("a widget was touched outside the Fyne thread:\n%s", out)
			}
			f, err := os.Open(shot)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			img, err := png.Decode(f)
			if err != nil {
				t.Fatal(err)
			}
			st := colourStats(img)
			t.Logf("%s: %dx%d, felt %.0f%%, card paper %.1f%%, card backs %.1f%%, %d colours",
				tc.name, img.Bounds().Dx(), img.Bounds().Dy(), 100*st.felt, 100*st.paper, 100*st.blue, st.colours)
			if img.Bounds().Dx() < 800 || img.Bounds().Dy() < 500 {
				t.Errorf("screenshot is only %v", img.Bounds())
			}
			if st.felt < 0.25 {
				t.Errorf("only %.0f%% of the picture is green felt: not a table", 100*st.felt)
			}
			if st.paper < 0.015 {
				t.Errorf("only %.1f%% card-paper pixels: no card faces visible", 100*st.paper)
			}
			if st.colours < 200 {
				t.Errorf("only %d colours: a blank or flat picture", st.colours)
			}
		})
	}
}

type stats struct {
	felt, paper, blue float64
	colours           int
}

// colourStats measures a screenshot: the share of green felt, of the light
// paper of card faces, of card backs, and the number of distinct colours.
func colourStats(img image.Image) stats {
	b := img.Bounds()
	seen := map[uint32]bool{}
	var felt, paper, blue, n int
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			r, g, bl = r>>8, g>>8, bl>>8
			n++
			seen[r<<16|g<<8|bl] = true
			switch {
			case g > r+25 && g > bl+10:
				felt++
			case r > 215 && g > 205 && bl > 180:
				paper++
			case bl > r+40 && bl > g+20:
				blue++
			}
		}
	}
	return stats{float64(felt) / float64(n), float64(paper) / float64(n), float64(blue) / float64(n), len(seen)}
}
