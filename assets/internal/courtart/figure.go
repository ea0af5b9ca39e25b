package courtart

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
)

// figure describes one court person; draw puts it together.
type figure struct {
	suit string // c, s, h or d: the suit symbol the figure carries
	// body is the dress: robe, coat, doublet, dress, smock, armour, jacket
	// or cloak; main, second and trim are its colours.
	body, main, second, trim string
	collar                   string  // ermine, ruff, lace, cravat, kerchief, fichu or ""
	broad                    float64 // shoulder width (1 standard)
	female, old              bool
	hair, hairCol            string // short, long, bun, braids, curls, bald
	beard                    string // full, long, moustache, goatee, chops or ""
	beardCol                 string // "" = hairCol
	hat, hatCol, hatCol2     string
	// item is what the figure holds, on the viewer's right when side is +1,
	// left when -1; other is what the other hand holds ("" = rests on the
	// chest).
	item, itemCol, other string
	side                 float64
	// pose is how the item hand holds it: "" as the item is usually held
	// (staffs upright at the side, small things before the chest),
	// "shoulder" (a staff leaning on the shoulder), "raised" (held up
	// beside the head); rest "hip" puts the other fist on the hip.
	pose, rest string
	// lean inclines the head by that many degrees (clockwise: towards the
	// viewer's right).
	lean     float64
	emblemAt string // where the suit shows: brooch, shield, banner, orb, hat, apron
	horse    *horse
}

// Where a standing figure's middle and head are, in motif units.
const (
	figX   = 300.0
	headY  = 160.0
	waistY = 470.0
)

// draw renders the figure in manner m as a motif file. A part the kit does
// not know (a misspelt hat, say) is an error, not a silent gap.
func (fg figure) draw(m manner) ([]byte, error) {
	var unknown []string
	c := &canvas{m: m, unknown: func(kind, name string) { unknown = append(unknown, kind+" "+strconv.Quote(name)) }}
	if !slices.Contains([]string{"", "shoulder", "raised"}, fg.pose) {
		c.unknown("pose", fg.pose)
	}
	if !slices.Contains([]string{"", "hip"}, fg.rest) {
		c.unknown("rest", fg.rest)
	}
	if !slices.Contains([]string{"", "brooch", "hat", "apron", "orb", "shield"}, fg.emblemAt) {
		c.unknown("emblem place", fg.emblemAt)
	}
	if fg.broad == 0 {
		fg.broad = 1
	}
	if fg.side == 0 {
		fg.side = 1
	}
	if fg.horse != nil {
		fg.drawRider(c)
	} else {
		fg.drawPerson(c, figX)
	}
	if len(unknown) > 0 {
		return nil, fmt.Errorf("unknown %s", strings.Join(unknown, ", "))
	}
	return c.svg(), nil
}

// drawPerson draws a standing figure centred on x.
func (fg figure) drawPerson(c *canvas, x float64) {
	fg.behind(c, x)
	fg.torso(c, x)
	if fg.lean != 0 {
		// the head inclined about the base of the neck
		c.group("rotate(" + f(fg.lean) + " " + xy(x, 246) + ")")
		fg.head(c, x)
		c.end()
	} else {
		fg.head(c, x)
	}
	fg.arms(c, x)
}

// drawRider draws the cavalier: the rider, smaller, seated behind the
// horse's neck, the horse's head turned the way fg.horse.facing says.
func (fg figure) drawRider(c *canvas) {
	h := fg.horse
	rx := 275 - h.facing*95
	k := 0.8
	rider := "translate(" + f(rx-k*figX) + " " + f(waistY-k*waistY) + ") scale(" + f(k) + " " + f(k) + ")"
	// The rider holds the item on the horse's side, over its neck: on the
	// other side it would reach into the corner index.
	fg.side = h.facing
	c.group(rider)
	fg.behind(c, figX)
	fg.torso(c, figX)
	fg.head(c, figX)
	c.end()
	hx := 275 + h.facing*70
	// A horse that throws its head up is turned about the base of its neck.
	a := -h.tilt * h.facing
	c.group("rotate(" + f(a) + " " + xy(hx, waistY) + ")")
	h.draw(c, hx, fg.suit)
	c.end()
	r := a * math.Pi / 180
	d := pt{h.mouth.x - hx, h.mouth.y - waistY}
	mouth := pt{hx + d.x*math.Cos(r) - d.y*math.Sin(r), waistY + d.x*math.Sin(r) + d.y*math.Cos(r)}
	// the reins, from the bit to the rider's hands
	c.stroke("M"+xy(mouth.x, mouth.y)+"L"+xy(rx+h.facing*k*60, 420), c.m.ink, 3)
	c.group(rider)
	fg.arms(c, figX)
	c.end()
}
