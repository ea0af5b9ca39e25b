package ui

import (
	"fmt"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/cego-spiel/cego/game"
)

// sideLimits are the inner edges of the left and right seats (their name
// plates and their rows of backs as a full hand would fill them).
func sideLimits(c *Controller) (left, right float32) {
	left, right = 0, c.table.size.Width
	for s := 0; s < c.players(); s++ {
		sv := c.table.seats[s]
		objs := []fyne.CanvasObject{sv.plate}
		for _, b := range sv.backs {
			objs = append(objs, b)
		}
		for _, o := range objs {
			switch c.place(game.Seat(s)) {
			case placeLeft:
				left = max(left, o.Position().X+o.Size().Width)
			case placeRight:
				right = min(right, o.Position().X)
			}
		}
	}
	return left, right
}

// TestAuctionBarFitsBetweenSeats: the auction's question bar, with the
// longest question and explanation, stays between the side seats at 1024 ×
// 700 and at 1280 × 900, in German and in English (it once widened into
// the side seats at narrow widths). The pictures go to shotDir.
func TestAuctionBarFitsBetweenSeats(t *testing.T) {
	dir := shotDir(t)
	t.Cleanup(func() { SetLanguage("en") })
	for _, l10n := range []string{"de", "en"} {
		SetLanguage(l10n)
		c := tableAt(t, func(c *Controller, v *game.View) bool {
			return v.Phase() == game.Bidding && len(v.Legal()) >= 3
		})
		for _, sz := range []fyne.Size{{Width: 1024, Height: 700}, {Width: 1280, Height: 900}} {
			c.win.Resize(sz)
			a := c.table.auction
			// the most calls at once: a Solo's announcements
			a.setButtons([]game.Action{game.CallDurchmarsch, game.CallUlti, game.CallUlti2, game.CallUlti3, game.CallUltiDurch, game.Pass})
			a.ask = tr("Did someone withhold a compulsory Solo? Hosen rum, or fort?")
			a.expl = tr("Hosen rum! — claim that this player withheld a compulsory Solo; whoever is wrong pays everybody eightfold")
			c.table.layout(sz)
			left, right := sideLimits(c)
			x, w := a.bg.Position().X, a.bg.Size().Width
			for _, tx := range []*canvas.Text{a.question, a.question2, a.hint, a.hint2} {
				if m := fyne.MeasureText(tx.Text, tx.TextSize, tx.TextStyle); m.Width > w {
					t.Errorf("%s %v: %q is %.0f wide in a bar of %.0f", l10n, sz, tx.Text, m.Width, w)
				}
			}
			if r := a.wrap; r.Position().X < x || r.Position().X+r.Size().Width > x+w {
				t.Errorf("%s %v: the calls span %.0f…%.0f in a bar at %.0f…%.0f", l10n, sz, r.Position().X, r.Position().X+r.Size().Width, x, x+w)
			}
			if a.bg.Position().Y+a.bg.Size().Height > c.table.whatNow.bg.Position().Y && c.table.whatNow.txt.Text != "" {
				t.Errorf("%s %v: the bar reaches down over the line above the hand", l10n, sz)
			}
			if x < left || x+w > right {
				t.Errorf("%s %v: the bar spans %.0f…%.0f, the seats leave %.0f…%.0f", l10n, sz, x, x+w, left, right)
			}
			writeShot(t, c, filepath.Join(dir, fmt.Sprintf("auction-fit-%s-%.0fx%.0f.png", l10n, sz.Width, sz.Height)))
		}
	}
}
