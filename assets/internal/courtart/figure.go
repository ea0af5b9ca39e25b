package courtart

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
	emblemAt             string // where the suit shows: brooch, shield, banner, orb, hat, apron
	horse                *horse
}

// Where a standing figure's middle and head are, in motif units.
const (
	figX   = 300.0
	headY  = 160.0
	waistY = 470.0
)

// draw renders the figure in manner m as a motif file.
func (fg figure) draw(m manner) []byte {
	c := &canvas{m: m}
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
	return c.svg()
}

// drawPerson draws a standing figure centred on x.
func (fg figure) drawPerson(c *canvas, x float64) {
	fg.behind(c, x)
	fg.torso(c, x)
	fg.head(c, x)
	fg.arms(c, x)
}

// drawRider draws the cavalier: the rider, smaller, seated behind the
// horse's neck, the horse's head turned the way fg.horse.facing says.
func (fg figure) drawRider(c *canvas) {
	h := fg.horse
	rx := 275 - h.facing*95
	k := 0.8
	// The rider's hand with the item is on the side away from the horse.
	fg.side = -h.facing
	c.group("translate(" + f(rx-k*figX) + " " + f(waistY-k*waistY) + ") scale(" + f(k) + " " + f(k) + ")")
	fg.behind(c, figX)
	fg.torso(c, figX)
	fg.head(c, figX)
	fg.arms(c, figX)
	c.end()
	hx := 275 + h.facing*70
	h.draw(c, hx, fg.suit)
	// The rein hand over the neck.
	hand := pt{rx + h.facing*k*70, 400}
	c.stroke("M"+f(hand.x)+" "+f(hand.y)+"L"+f(h.mouth.x)+" "+f(h.mouth.y), c.m.ink, 3)
	c.bar("M"+f(rx+h.facing*k*120)+" 470L"+f(hand.x)+" "+f(hand.y+8), fg.main, 40*k)
	c.ellipse(hand.x, hand.y, 15, 13, c.m.skin, c.m.detail)
}
