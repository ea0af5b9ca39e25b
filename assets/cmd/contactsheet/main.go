// Command contactsheet draws every card of each pack on one PNG per pack —
// the trumps, the four suits and the back — for judging the art and for
// the README:
//
//	go run ./assets/cmd/contactsheet -width 120 -out docs/
//
// writes docs/cards-adler.png, docs/cards-bourgeois.png and
// docs/cards-schwarzwald.png. -four and -noindex draw the other styles.
// -cards T4,hK writes docs/pick-<pack>.png with just those cards.
// -courts writes docs/courts-<pack>.png instead: the sixteen court cards of
// the pack, a suit a row, large (-width 200). -hand writes docs/hands.png: a
// fanned hand of each pack as the table shows it on an 800×600 window, with
// two suit colours and with four.
package main

import (
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"

	"github.com/cego-spiel/cego/assets"
	"github.com/cego-spiel/cego/game"
)

// The sheet: two rows of trumps (T1–T11, T12–T21 and the Gstieß), one row
// per suit, the back at the end of the clubs row.
const cols = 11

func main() {
	width := flag.Int("width", 120, "card width in pixels")
	out := flag.String("out", "docs", "folder for the PNG files")
	four := flag.Bool("four", false, "four-colour suits")
	noIndex := flag.Bool("noindex", false, "no corner indices")
	only := flag.String("pack", "", "draw only this pack")
	courts := flag.Bool("courts", false, "draw the sixteen courts of each pack (courts-<pack>.png)")
	hands := flag.Bool("hand", false, "draw a fanned hand of every pack at the table's size (hands.png)")
	pick := flag.String("cards", "", "draw only these cards, e.g. T4,T18,hK (pick-<pack>.png)")
	flag.Parse()
	st := assets.Style{FourColour: *four, NoCornerIndex: *noIndex}
	if *hands {
		img, err := handSheet()
		if err == nil {
			err = writePNG(filepath.Join(*out, "hands.png"), img)
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "contactsheet: %v\n", err)
			os.Exit(1)
		}
		fmt.Println("wrote", filepath.Join(*out, "hands.png"))
		return
	}
	for _, pack := range assets.Packs() {
		if *only != "" && pack != *only {
			continue
		}
		draw, name := sheet, filepath.Join(*out, "cards-"+pack+".png")
		if *courts {
			draw, name = courtSheet, filepath.Join(*out, "courts-"+pack+".png")
		}
		if *pick != "" {
			codes := strings.Split(*pick, ",")
			draw = func(pack string, w int, st assets.Style) (image.Image, error) { return pickSheet(pack, codes, w, st) }
			name = filepath.Join(*out, "pick-"+pack+".png")
		}
		img, err := draw(pack, *width, st)
		if err != nil {
			fmt.Fprintf(os.Stderr, "contactsheet: %v\n", err)
			os.Exit(1)
		}
		if err := writePNG(name, img); err != nil {
			fmt.Fprintf(os.Stderr, "contactsheet: %v\n", err)
			os.Exit(1)
		}
		fmt.Println("wrote", name)
	}
}

// sheet lays out one pack on a dark neutral background (not green: the
// schwarzwald pack has a green edge).
func sheet(pack string, w int, st assets.Style) (image.Image, error) {
	h := assets.Height(w)
	gap := max(4, w/15)
	rows := 6
	img := blankSheet(cols*(w+gap)+gap, rows*(h+gap)+gap)
	put := func(card image.Image, col, row int) {
		at := image.Pt(gap+col*(w+gap), gap+row*(h+gap))
		place(img, card, at)
	}
	for c := game.Card(0); c < game.NumCards; c++ {
		var col, row int
		switch {
		case c.IsTrump():
			col, row = int(c)%cols, int(c)/cols
		default:
			col, row = (int(c)-22)%8, 2+(int(c)-22)/8
		}
		card, err := assets.FaceWith(pack, c, w, st)
		if err != nil {
			return nil, err
		}
		put(card, col, row)
	}
	back, err := assets.Back(pack, w)
	if err != nil {
		return nil, err
	}
	put(back, cols-1, 2)
	return img, nil
}

func writePNG(name string, img image.Image) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
