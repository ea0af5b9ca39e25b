package courtart

import "fmt"

// suitD is the path data of a suit symbol about 100 units tall centred on
// the origin, in the traditional French shapes, one shape an entry (a club's
// leaves are separate shapes, so no winding can cut holes where they
// overlap).
func suitD(suit string) []string {
	switch suit {
	case "h":
		return []string{"M0 50C-14 28-50 10-50-16C-50-37-37-48-24-48C-11-48-3-40 0-28C3-40 11-48 24-48C37-48 50-37 50-16C50 10 14 28 0 50Z"}
	case "d":
		return []string{"M0-52Q13-19 38 0Q13 19 0 52Q-13 19-38 0Q-13-19 0-52Z"}
	case "s":
		return []string{"M0-50C-8-32-50-10-50 14C-50 32-36 40-24 40C-14 40-7 35-4 28C-5 38-10 46-20 52L20 52C10 46 5 38 4 28C7 35 14 40 24 40C36 40 50 32 50 14C50-10 8-32 0-50Z"}
	}
	return []string{"M-4 6C-5 30-10 42-20 52L20 52C10 42 5 30 4 6Z", "M0-48A21 21 0 1 1 0-6A21 21 0 1 1 0-48Z",
		"M-25-14A21 21 0 1 1-25 28A21 21 0 1 1-25-14Z", "M25-14A21 21 0 1 1 25 28A21 21 0 1 1 25-14Z", "M0-14A14 14 0 1 1 0 14A14 14 0 1 1 0-14Z"}
}

// suitColour is the colour a suit symbol is drawn in inside a picture.
func suitColour(suit string) string {
	if suit == "h" || suit == "d" {
		return "#c8102e"
	}
	return "#1f1a16"
}

// emblem draws the figure's suit symbol size units tall at (x, y): on a
// paper disc with an ink ring, as a badge, a brooch or a banner's device.
func (c *canvas) emblem(suit string, x, y, size float64, disc bool) {
	if disc {
		c.circle(x, y, size*0.62, c.m.linen, c.m.detail)
	}
	k := size / 100
	// in the group "suit": the generator prints it in the card's suit colour
	fmt.Fprintf(&c.b, "<g id=\"suit\" transform=\"translate(%s %s) scale(%s %s)\">\n", f(x), f(y), f(k), f(k))
	for _, d := range suitD(suit) {
		c.path(d, suitColour(suit), 0)
	}
	c.end()
}
