package courtart

import "fmt"

// head draws neck, face, hair, beard and headdress.
func (fg figure) head(c *canvas, x float64) {
	m := c.m
	skin := m.skin
	rx, ry := 42.0, 52.0
	if fg.female {
		rx, ry = 38, 48
	}
	y := headY
	c.poly([]pt{{x - 20, y + 30}, {x + 20, y + 30}, {x + 22, 246}, {x - 22, 246}}, skin, m.detail)
	if fg.hair != "bald" {
		// Hair behind the face, over the ears.
		c.ellipse(x, y-10, rx+8, ry+2, fg.hairCol, m.detail)
	}
	if !fg.female {
		c.ellipse(x-rx, y+4, 9, 14, skin, m.detail)
		c.ellipse(x+rx, y+4, 9, 14, skin, m.detail)
	}
	c.ellipse(x, y, rx, ry, skin, m.outline)
	// eyes, brows, nose, mouth
	for _, s := range []float64{-1, 1} {
		ex := x + s*16
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sZ", xy(ex-9, y-4), xy(ex, y-11), xy(ex+9, y-4), xy(ex, y+1), xy(ex-9, y-4)), m.linen, 1.6)
		c.circle(ex, y-4.5, 3.8, m.ink, 0)
		bw := 4.0
		if fg.female {
			bw = 2.5
		}
		c.stroke("M"+xy(ex-10, y-15)+"Q"+xy(ex, y-20)+" "+xy(ex+10, y-15), fg.hairCol, bw+1)
		c.stroke("M"+xy(ex-10, y-15)+"Q"+xy(ex, y-20)+" "+xy(ex+10, y-15), m.ink, 1.2)
		if m.cheek != "" {
			c.circle(x+s*24, y+16, 7, m.cheek, 0)
		}
	}
	c.stroke("M"+xy(x+1, y-4)+"L"+xy(x+5, y+16)+"L"+xy(x-4, y+18), m.ink, 2.5)
	if fg.female {
		c.path("M"+xy(x-10, y+30)+"Q"+xy(x, y+25)+" "+xy(x+10, y+30)+"Q"+xy(x, y+38)+" "+xy(x-10, y+30)+"Z", "#b8303a", 1.2)
	} else {
		c.stroke("M"+xy(x-11, y+31)+"Q"+xy(x, y+35)+" "+xy(x+11, y+31), m.ink, 2.5)
	}
	if m.engraved {
		// the engraver models the face in lines: lids, nostrils, the folds
		// beside the mouth, the chin
		for _, s := range []float64{-1, 1} {
			ex := x + s*16
			c.stroke("M"+xy(ex-10, y-5)+"Q"+xy(ex, y-13)+" "+xy(ex+10, y-5), m.ink, 2.2)
			c.stroke("M"+xy(x+s*12, y+20)+"q"+xy(s*-3, 8)+" "+xy(s*-1, 14), m.ink, 1.4)
		}
		c.stroke("M"+xy(x-7, y+17)+"q4 3 8 0", m.ink, 1.6)
		c.stroke("M"+xy(x-7, y+44)+"q7 3 14 0", m.ink, 1.4)
	}
	if fg.old {
		c.stroke("M"+xy(x-18, y-30)+"Q"+xy(x, y-34)+" "+xy(x+18, y-30), m.ink, 1.4)
		c.stroke("M"+xy(x-14, y-38)+"Q"+xy(x, y-41)+" "+xy(x+14, y-38), m.ink, 1.4)
	}
	fg.hairFront(c, x, rx, ry)
	fg.beardDraw(c, x)
	fg.hatDraw(c, x)
}

// hairFront draws the hair over the forehead and at the sides.
func (fg figure) hairFront(c *canvas, x, rx, ry float64) {
	m := c.m
	y := headY
	h := fg.hairCol
	switch fg.hair {
	case "bald":
		return
	case "short", "long", "curls":
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sQ%s %sQ%s %sZ",
			xy(x-rx-4, y-2), xy(x-rx, y-ry-8), xy(x, y-ry-6), xy(x+rx, y-ry-8), xy(x+rx+4, y-2),
			xy(x+20, y-38), xy(x-4, y-34), xy(x-30, y-30), xy(x-rx-4, y-2)), h, m.detail)
	case "bun", "braids":
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sQ%s %sQ%s %sZ",
			xy(x-rx-3, y), xy(x-rx, y-ry-6), xy(x, y-ry-4), xy(x+rx, y-ry-6), xy(x+rx+3, y),
			xy(x+16, y-34), xy(x, y-40), xy(x-16, y-34), xy(x-rx-3, y)), h, m.detail)
		c.stroke("M"+xy(x, y-ry-4)+"L"+xy(x, y-40), m.ink, 1.6)
	default:
		c.unknown("hair", fg.hair)
	}
	switch fg.hair {
	case "curls":
		for _, s := range []float64{-1, 1} {
			for i := range 3 {
				c.circle(x+s*(rx+10), y+10+float64(i)*26, 13, h, m.detail)
			}
		}
	case "braids":
		for _, s := range []float64{-1, 1} {
			for i := range 4 {
				c.ellipse(x+s*(rx+6), y+14+float64(i)*24, 11, 14, h, m.detail)
			}
			c.ellipse(x+s*(rx+6), y+112, 8, 6, "#c81d25", 2)
		}
	case "bun":
		c.circle(x, y-ry-14, 22, h, m.detail)
	}
}

// beardDraw draws the beard or moustache.
func (fg figure) beardDraw(c *canvas, x float64) {
	m := c.m
	y := headY
	col := fg.beardCol
	if col == "" {
		col = fg.hairCol
	}
	switch fg.beard {
	case "full":
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sQ%s %sQ%s %sZ", xy(x-40, y+6), xy(x-38, y+78), xy(x, y+84),
			xy(x+38, y+78), xy(x+40, y+6), xy(x+26, y+40), xy(x, y+40), xy(x-26, y+40), xy(x-40, y+6)), col, m.detail)
	case "long":
		c.path(fmt.Sprintf("M%sQ%s %sL%sL%sQ%s %sQ%s %sQ%s %sZ", xy(x-40, y+6), xy(x-44, y+90), xy(x-14, y+120),
			xy(x, y+134), xy(x+14, y+120), xy(x+44, y+90), xy(x+40, y+6), xy(x+26, y+40), xy(x, y+40), xy(x-26, y+40), xy(x-40, y+6)), col, m.detail)
		c.stroke("M"+xy(x-12, y+60)+"L"+xy(x-8, y+110)+"M"+xy(x+12, y+60)+"L"+xy(x+8, y+110), m.ink, 1.6)
	case "goatee":
		c.path("M"+xy(x-12, y+40)+"Q"+xy(x, y+80)+" "+xy(x+12, y+40)+"Z", col, m.detail)
	case "chops":
		for _, s := range []float64{-1, 1} {
			c.path("M"+xy(x+s*40, y-14)+"Q"+xy(x+s*46, y+40)+" "+xy(x+s*22, y+46)+"L"+xy(x+s*30, y+10)+"Z", col, m.detail)
		}
	case "", "moustache":
		// a moustache alone is drawn below, with every beard's
	default:
		c.unknown("beard", fg.beard)
	}
	switch fg.beard {
	case "full", "long", "moustache", "goatee", "chops":
		c.path("M"+xy(x, y+22)+"Q"+xy(x-20, y+18)+" "+xy(x-30, y+34)+"Q"+xy(x-14, y+30)+" "+xy(x, y+29)+"Q"+xy(x+14, y+30)+" "+xy(x+30, y+34)+"Q"+xy(x+20, y+18)+" "+xy(x, y+22)+"Z", col, 2)
	}
}
