package courtart

import "fmt"

// horse is a cavalier's mount: coat and mane colours, the way its head
// turns (+1 to the viewer's right, -1 left), the colour of its blanket.
type horse struct {
	coat, mane, blanket string
	facing              float64
	blaze               bool
	// tilt turns the head up by that many degrees (the neck arched back).
	tilt  float64
	mouth pt // set by draw: where the reins start
}

// draw draws the horse's chest, neck and head in profile, rising from the
// bottom edge at x, and its blanket with the suit symbol.
func (h *horse) draw(c *canvas, x float64, suit string) {
	m := c.m
	s := h.facing
	X := func(dx float64) float64 { return x + s*dx }
	Q := func(dx, dy float64) string { return xy(X(dx), 470+dy) }
	// neck, head and chest, facing right when s = +1
	body := fmt.Sprintf("M%sC%s %s %sL%sL%sC%s %s %sC%s %s %sC%s %s %sC%s %s %sC%s %s %sZ",
		Q(-110, 0), Q(-100, -120), Q(-40, -240), Q(10, -300),
		Q(22, -338), Q(42, -302),
		Q(90, -284), Q(140, -236), Q(184, -176),
		Q(200, -152), Q(196, -128), Q(172, -122),
		Q(150, -118), Q(132, -128), Q(118, -136),
		Q(92, -148), Q(72, -140), Q(66, -112),
		Q(62, -70), Q(100, -36), Q(110, 0))
	c.path(body, h.coat, m.outline)
	c.hatchRegion([]pt{{X(-100), 470}, {X(-92), 380}, {X(-60), 300}, {X(-20), 300}, {X(-40), 470}}, 60*s, 1.2)
	// mane along the crest
	mane := fmt.Sprintf("M%sC%s %s %sL%sL%sL%sL%sL%sL%sL%sC%s %s %sZ",
		Q(10, -300), Q(-40, -244), Q(-98, -124), Q(-110, 0),
		Q(-128, -40), Q(-120, -90), Q(-132, -130), Q(-104, -180), Q(-106, -230), Q(-64, -262), Q(-44, -300),
		Q(-20, -322), Q(0, -320), Q(10, -300))
	c.path(mane, h.mane, m.outline)
	// forelock and the far ear
	c.path(fmt.Sprintf("M%sL%sL%sZ", Q(-4, -306), Q(2, -344), Q(20, -310)), h.coat, m.detail)
	c.path(fmt.Sprintf("M%sQ%s %sL%sZ", Q(22, -300), Q(44, -290), Q(64, -262), Q(38, -270)), h.mane, m.detail)
	if h.blaze {
		c.stroke("M"+Q(62, -284)+"Q"+Q(130, -240)+" "+Q(172, -160), m.linen, 16)
	}
	// a light line along the crest and the jaw, so a dark coat still shows
	// its shape
	c.stroke("M"+Q(-96, -40)+"C"+Q(-86, -130)+" "+Q(-36, -236)+" "+Q(4, -288), "#8a8078", 3)
	// eye, nostril, mouth, jaw
	c.ellipse(X(88), 470-240, 9, 7, m.ink, 0)
	c.circle(X(86), 470-242, 2.5, m.linen, 0)
	c.stroke("M"+Q(176, -150)+"q-10 4 -8 14", m.ink, 3)
	c.stroke("M"+Q(186, -128)+"L"+Q(162, -128), m.ink, 2.5)
	c.stroke("M"+Q(70, -150)+"Q"+Q(100, -176)+" "+Q(106, -220), "#8a8078", 3)
	// bridle
	tack := "#5a3418"
	c.bar("M"+Q(36, -292)+"L"+Q(98, -144), tack, 6)
	c.bar("M"+Q(134, -176)+"Q"+Q(152, -186)+" "+Q(174, -168), tack, 6)
	c.bar("M"+Q(74, -266)+"Q"+Q(90, -278)+" "+Q(110, -266), tack, 5)
	c.circle(X(98), 470-144, 7, m.gold, 2)
	h.mouth = pt{X(150), 470 - 132}
	// the near foreleg lifted in a prance, from under the blanket
	c.path(fmt.Sprintf("M%sC%s %s %sL%sC%s %s %sL%sL%sC%s %s %sZ",
		Q(60, -40), Q(100, -70), Q(150, -86), Q(178, -70),
		Q(188, -40), Q(190, -24), Q(180, -14), Q(170, -10),
		Q(160, -30), Q(162, -50), Q(140, -54), Q(110, -40), Q(84, -10)), h.coat, m.outline)
	c.path(fmt.Sprintf("M%sL%sL%sL%sZ", Q(168, -12), Q(190, -26), Q(198, -8), Q(176, 4)), m.ink, 0)
	// blanket over the chest with the suit
	c.path(fmt.Sprintf("M%sL%sQ%s %sL%sZ", Q(-60, 0), Q(-44, -70), Q(30, -104), Q(96, -70), Q(110, 0)), h.blanket, m.outline)
	c.stroke("M"+Q(-50, -58)+"Q"+Q(30, -90)+" "+Q(100, -58), m.gold, 6)
	c.emblem(suit, X(30), 470-40, 44, true)
}
