package courtart

import "fmt"

// xy formats a point for path data.
func xy(x, y float64) string { return f(x) + " " + f(y) }

// behind draws what lies behind the body: long hair, the back of a cloak.
func (fg figure) behind(c *canvas, x float64) {
	switch fg.hair {
	case "long", "curls":
		w := 62.0
		if fg.hair == "curls" {
			w = 70
		}
		c.path(fmt.Sprintf("M%sC%s %s %sL%sC%s %s %sZ",
			xy(x-w+8, 120), xy(x-w-10, 190), xy(x-w-6, 260), xy(x-w-20, 300),
			xy(x+w+20, 300), xy(x+w+6, 260), xy(x+w+10, 190), xy(x+w-8, 120)), fg.hairCol, c.m.outline)
	}
	if fg.body == "cloak" {
		W := 170 * fg.broad
		c.path(fmt.Sprintf("M%sQ%s %sL%sQ%s %sZ", xy(x-W, 470), xy(x-W+10, 270), xy(x, 250), xy(x, 250), xy(x+W-10, 270), xy(x+W, 470)), fg.main, c.m.outline)
	}
}

// torsoD is the outline of the shoulders and chest down to the waist.
func torsoD(x, b float64, female bool) string {
	W, S := 150*b, 112*b
	if female {
		W, S = 138*b, 100*b
	}
	return fmt.Sprintf("M%sL%sQ%s %sL%sL%sL%sQ%s %sL%sZ",
		xy(x-W, 470), xy(x-W+6, 340), xy(x-W+10, 282), xy(x-S, 268), xy(x-38, 240),
		xy(x+38, 240), xy(x+S, 268), xy(x+W-10, 282), xy(x+W-6, 340), xy(x+W, 470))
}

// shade hatches the figure's shadow side (the viewer's right) of the torso.
func (fg figure) shade(c *canvas, x float64) {
	W := 150 * fg.broad
	shadow := []pt{{x + 0.55*W, 276}, {x + W - 12, 286}, {x + W - 6, 340}, {x + W, 470}, {x + 0.62*W, 470}}
	c.hatchRegion(shadow, -60, 1)
	if c.m.engraved {
		// the deepest shadow, along the edge, crossed
		c.hatchRegion([]pt{{x + 0.8*W, 300}, {x + W - 8, 320}, {x + W, 470}, {x + 0.82*W, 470}}, 30, 1)
	}
}

// buttons draws n buttons down from y0 to y1 at x.
func (c *canvas) buttons(x, y0, y1 float64, n int, col string) {
	for i := range n {
		y := y0 + (y1-y0)*float64(i)/float64(max(1, n-1))
		c.circle(x, y, 6, col, 2)
	}
}

// torso draws the dress of the upper body.
func (fg figure) torso(c *canvas, x float64) {
	b := fg.broad
	W := 150 * b
	m := c.m
	switch fg.body {
	case "robe":
		c.path(torsoD(x, b, fg.female), fg.main, m.outline)
		fg.shade(c, x)
		c.poly([]pt{{x - 30, 250}, {x + 30, 250}, {x + 38, 470}, {x - 38, 470}}, fg.trim, m.detail)
		for y := 290.0; y < 460; y += 42 {
			c.poly([]pt{{x, y - 14}, {x + 12, y}, {x, y + 14}, {x - 12, y}}, fg.second, 2)
		}
	case "coat":
		c.path(torsoD(x, b, fg.female), fg.main, m.outline)
		fg.shade(c, x)
		c.poly([]pt{{x - 40, 242}, {x + 40, 242}, {x + 46, 470}, {x - 46, 470}}, fg.second, m.detail)
		c.poly([]pt{{x - 30, 244}, {x + 30, 244}, {x, 330}}, m.linen, m.detail)
		c.buttons(x, 350, 450, 4, m.gold)
		// lapels
		c.poly([]pt{{x - 40, 242}, {x - 78, 262}, {x - 58, 330}, {x - 46, 470}, {x - 36, 470}}, fg.main, m.detail)
		c.poly([]pt{{x + 40, 242}, {x + 78, 262}, {x + 58, 330}, {x + 46, 470}, {x + 36, 470}}, fg.main, m.detail)
	case "doublet":
		c.path(torsoD(x, b, fg.female), fg.main, m.outline)
		for i := -2; i <= 2; i++ {
			if i == 0 {
				continue
			}
			dx := float64(i) * 40 * b
			c.poly([]pt{{x + dx - 9, 300}, {x + dx + 9, 300}, {x + dx + 11, 430}, {x + dx - 11, 430}}, fg.second, 2)
		}
		fg.shade(c, x)
		c.poly([]pt{{x - W + 2, 430}, {x + W - 2, 430}, {x + W, 452}, {x - W, 452}}, fg.trim, m.detail)
		c.buttons(x, 280, 410, 5, fg.trim)
	case "dress":
		c.path(torsoD(x, b, true), fg.main, m.outline)
		fg.shade(c, x)
		c.poly([]pt{{x - 62, 262}, {x + 62, 262}, {x + 30, 470}, {x - 30, 470}}, fg.second, m.detail)
		for y := 290.0; y < 450; y += 30 {
			c.stroke("M"+xy(x-18+(y-290)/12, y)+"L"+xy(x+18-(y-290)/12, y+15), m.ink, 2.5)
			c.stroke("M"+xy(x+18-(y-290)/12, y)+"L"+xy(x-18+(y-290)/12, y+15), m.ink, 2.5)
		}
		c.path("M"+xy(x-62, 262)+"Q"+xy(x, 320)+" "+xy(x+62, 262)+"L"+xy(x+38, 240)+"L"+xy(x-38, 240)+"Z", m.skin, m.detail)
		// puffed sleeves
		c.ellipse(x-108*b, 310, 46, 58, fg.main, m.outline)
		c.ellipse(x+108*b, 310, 46, 58, fg.main, m.outline)
		c.hatchRegion([]pt{{x + 108*b, 255}, {x + 150*b, 290}, {x + 150*b, 340}, {x + 108*b, 366}}, -60, 1)
	case "smock":
		c.path(torsoD(x, b, fg.female), m.linen, m.outline)
		c.hatchRegion([]pt{{x + 0.7*W, 280}, {x + W - 6, 340}, {x + W, 470}, {x + 0.75*W, 470}}, -60, 1.4)
		c.poly([]pt{{x - 36, 250}, {x - 100*b, 272}, {x - 112*b, 470}, {x - 22, 470}, {x - 22, 300}}, fg.main, m.detail)
		c.poly([]pt{{x + 36, 250}, {x + 100*b, 272}, {x + 112*b, 470}, {x + 22, 470}, {x + 22, 300}}, fg.main, m.detail)
		c.buttons(x-32, 320, 440, 4, fg.trim)
		c.buttons(x+32, 320, 440, 4, fg.trim)
		c.stroke("M"+xy(x-12, 250)+"L"+xy(x-12, 300), m.ink, 2)
	case "armour":
		c.path(torsoD(x, b, false), "#9aa0a6", m.outline)
		for y := 300.0; y < 470; y += 38 {
			c.stroke("M"+xy(x-W+10, y)+"Q"+xy(x, y+22)+" "+xy(x+W-10, y), m.ink, 2.5)
		}
		fg.shade(c, x)
		c.ellipse(x-112*b, 292, 52, 40, "#b5bac0", m.outline)
		c.ellipse(x+112*b, 292, 52, 40, "#b5bac0", m.outline)
		c.poly([]pt{{x - 55, 300}, {x + 55, 300}, {x + 55, 470}, {x - 55, 470}}, fg.main, m.detail)
		c.poly([]pt{{x - 55, 300}, {x + 55, 300}, {x + 55, 318}, {x - 55, 318}}, fg.trim, m.detail)
	case "jacket":
		c.path(torsoD(x, b, fg.female), fg.main, m.outline)
		fg.shade(c, x)
		c.poly([]pt{{x - 44, 244}, {x + 44, 244}, {x + 52, 470}, {x - 52, 470}}, fg.second, m.detail)
		c.buttons(x-20, 290, 450, 5, fg.trim)
		c.buttons(x+20, 290, 450, 5, fg.trim)
	case "cloak":
		c.poly([]pt{{x - 60, 250}, {x + 60, 250}, {x + 70, 470}, {x - 70, 470}}, fg.second, m.outline)
		c.buttons(x, 300, 440, 4, fg.trim)
		c.path(fmt.Sprintf("M%sQ%s %sL%sL%sZ", xy(x-150*b, 470), xy(x-140*b, 280), xy(x-40, 246), xy(x-40, 300), xy(x-78, 470)), fg.main, m.outline)
		c.path(fmt.Sprintf("M%sQ%s %sL%sL%sZ", xy(x+150*b, 470), xy(x+140*b, 280), xy(x+40, 246), xy(x+40, 300), xy(x+78, 470)), fg.main, m.outline)
		c.hatchRegion([]pt{{x + 60, 260}, {x + 130*b, 300}, {x + 150*b, 470}, {x + 80, 470}}, -60, 1)
		c.circle(x-40, 256, 10, fg.trim, m.detail)
		c.circle(x+40, 256, 10, fg.trim, m.detail)
		c.stroke("M"+xy(x-40, 256)+"Q"+xy(x, 272)+" "+xy(x+40, 256), fg.trim, 4)
	default:
		c.unknown("dress", fg.body)
	}
	fg.folds(c, x)
	fg.collarDraw(c, x)
	if fg.emblemAt == "brooch" {
		// on the breast, on the side away from what the hand holds
		c.emblem(fg.suit, x-fg.side*48, 298, 40, true)
	}
	if fg.emblemAt == "apron" {
		c.poly([]pt{{x - 70, 400}, {x + 70, 400}, {x + 80, 470}, {x - 80, 470}}, c.m.linen, c.m.detail)
		c.emblem(fg.suit, x, 440, 40, false)
	}
}

// collarDraw draws the collar or neckcloth.
func (fg figure) collarDraw(c *canvas, x float64) {
	m := c.m
	b := fg.broad
	switch fg.collar {
	case "ermine":
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sL%sQ%s %sQ%s %sZ",
			xy(x-40, 238), xy(x-100*b, 250), xy(x-140*b, 300), xy(x, 370), xy(x+140*b, 300),
			xy(x+140*b, 300), xy(x+100*b, 250), xy(x+40, 238), xy(x, 262), xy(x-40, 238)), m.linen, m.outline)
		for _, d := range [][2]float64{{-100, 290}, {-60, 310}, {-20, 325}, {20, 325}, {60, 310}, {100, 290}, {-75, 272}, {75, 272}} {
			c.path("M"+xy(x+d[0]*b, d[1])+"l-5 14l5-4l5 4z", m.ink, 0)
		}
	case "ruff":
		var d string
		for i := 0; i <= 16; i++ {
			a := float64(i) / 16
			px := x - 70 + 140*a
			py := 246.0
			if i%2 == 1 {
				py = 268
			}
			if i == 0 {
				d = "M" + xy(px, py)
			} else {
				d += "L" + xy(px, py)
			}
		}
		c.path(d+"L"+xy(x+60, 230)+"L"+xy(x-60, 230)+"Z", m.linen, m.detail)
	case "lace":
		c.path("M"+xy(x-50, 240)+"Q"+xy(x-60, 300)+" "+xy(x, 320)+"Q"+xy(x+60, 300)+" "+xy(x+50, 240)+"Z", m.linen, m.detail)
		for i := -2; i <= 2; i++ {
			c.circle(x+float64(i)*20, 300-float64(i*i)*5, 5, m.linen, 1.6)
		}
	case "cravat":
		c.poly([]pt{{x - 30, 236}, {x + 30, 236}, {x + 26, 258}, {x - 26, 258}}, m.linen, m.detail)
		c.path("M"+xy(x, 262)+"L"+xy(x-26, 248)+"L"+xy(x-26, 276)+"Z", m.linen, m.detail)
		c.path("M"+xy(x, 262)+"L"+xy(x+26, 248)+"L"+xy(x+26, 276)+"Z", m.linen, m.detail)
		c.poly([]pt{{x - 8, 262}, {x + 8, 262}, {x + 12, 310}, {x - 12, 310}}, m.linen, m.detail)
	case "kerchief":
		c.poly([]pt{{x - 38, 238}, {x + 38, 238}, {x + 30, 258}, {x - 30, 258}}, fg.trim, m.detail)
		c.path("M"+xy(x-6, 256)+"L"+xy(x-26, 310)+"L"+xy(x-8, 306)+"Z", fg.trim, m.detail)
		c.path("M"+xy(x+6, 256)+"L"+xy(x+24, 312)+"L"+xy(x+6, 306)+"Z", fg.trim, m.detail)
	case "fichu":
		c.path("M"+xy(x-100*b, 262)+"Q"+xy(x-60, 250)+" "+xy(x-36, 240)+"L"+xy(x+36, 240)+"Q"+xy(x+60, 250)+" "+xy(x+100*b, 262)+"L"+xy(x, 380)+"Z", m.linen, m.detail)
		c.stroke("M"+xy(x-60, 270)+"L"+xy(x, 350)+"L"+xy(x+60, 270), m.ink, 1.6)
	case "":
	default:
		c.unknown("collar", fg.collar)
	}
}

// folds draws the engraver's fold lines down long garments (none in the
// flat manner).
func (fg figure) folds(c *canvas, x float64) {
	if c.m.hatch <= 0 {
		return
	}
	b := fg.broad
	switch fg.body {
	case "robe", "cloak", "dress", "coat":
		for _, s := range []float64{-1, 1} {
			for _, d := range []float64{96, 122} {
				c.stroke("M"+xy(x+s*d*b*0.82, 318)+"Q"+xy(x+s*d*b*0.96, 392)+" "+xy(x+s*d*b, 466), c.m.ink, 2)
			}
		}
	case "smock":
		for _, d := range []float64{-0.9, 0.9} {
			c.stroke("M"+xy(x+d*70*b, 330)+"Q"+xy(x+d*60*b, 400)+" "+xy(x+d*62*b, 466), c.m.ink, 1.6)
		}
	}
}
