package courtart

import "fmt"

// itemClass says how an item is held: "staff" upright at the side of the
// body, "chest" in front of the chest, "hip" hanging low.
func itemClass(item string) string {
	switch item {
	case "sceptre", "sword", "halberd", "lance", "hookpole", "pitchfork", "cane", "umbrella", "banner", "axe", "rake", "whip", "distaff", "broom":
		return "staff"
	case "basket", "lantern", "bucket":
		return "hip"
	}
	return "chest"
}

// sleeveCol is the colour of the figure's sleeves: shirt sleeves under a
// smock's waistcoat, steel in armour, else the dress's main colour.
func (fg figure) sleeveCol(m manner) string {
	switch fg.body {
	case "smock":
		return m.linen
	case "armour":
		return "#9aa0a6"
	}
	return fg.main
}

// arms draws both forearms and hands and what they hold.
func (fg figure) arms(c *canvas, x float64) {
	s, b := fg.side, fg.broad
	hand := func(elbow, h pt) {
		col := fg.sleeveCol(c.m)
		c.bar("M"+xy(elbow.x, elbow.y)+"L"+xy(h.x, h.y+10), col, 44)
		c.ellipse(h.x, h.y, 17, 15, c.m.skin, c.m.detail)
	}
	var h pt
	switch {
	case fg.pose == "shoulder":
		// a staff resting on the shoulder, leaning outwards
		h = pt{x + s*62*b, 362}
		c.group("rotate(" + f(s*24) + " " + xy(h.x, h.y) + ")")
		fg.drawItem(c, fg.item, h, true)
		c.end()
		hand(pt{x + s*140*b, 456}, h)
		c.group("rotate(" + f(s*24) + " " + xy(h.x, h.y) + ")")
		fg.drawItem(c, fg.item, h, false)
		c.end()
	case fg.pose == "raised":
		// the hand lifted beside the head, the item held up
		h = pt{x + s*150*b, 250}
		elbow := pt{x + s*178*b, 350}
		c.bar("M"+xy(x+s*120*b, 300)+"L"+xy(elbow.x, elbow.y), fg.sleeveCol(c.m), 50)
		hand(elbow, h)
		fg.drawItem(c, fg.item, h, true)
		fg.drawItem(c, fg.item, h, false)
	case itemClass(fg.item) == "staff":
		h = pt{x + s*128*b, 352}
		fg.drawItem(c, fg.item, h, true)
		hand(pt{x + s*150*b, 460}, h)
		fg.drawItem(c, fg.item, h, false)
	case itemClass(fg.item) == "hip":
		h = pt{x + s*112*b, 420}
		hand(pt{x + s*142*b, 462}, h)
		fg.drawItem(c, fg.item, h, false)
	default:
		h = pt{x + s*40, 352}
		hand(pt{x + s*138*b, 452}, h)
		fg.drawItem(c, fg.item, h, false)
	}
	if fg.horse != nil {
		return
	}
	if fg.rest == "hip" {
		// the other fist on the hip, the elbow out
		elbow := pt{x - s*186*b, 390}
		c.bar("M"+xy(x-s*122*b, 300)+"L"+xy(elbow.x, elbow.y), fg.sleeveCol(c.m), 50)
		c.bar("M"+xy(elbow.x, elbow.y)+"L"+xy(x-s*128*b, 446), fg.sleeveCol(c.m), 44)
		c.ellipse(x-s*126*b, 446, 17, 15, c.m.skin, c.m.detail)
		return
	}
	o := pt{x - s*48, 380}
	if fg.other != "" {
		o = pt{x - s*52, 372}
	}
	hand(pt{x - s*140*b, 460}, o)
	if fg.other != "" {
		fg.drawItem(c, fg.other, o, false)
	}
}

// drawItem draws an item held at hand h; for staffs, back draws the part
// behind the hand (the shaft), else the part in front.
func (fg figure) drawItem(c *canvas, item string, h pt, back bool) {
	m := c.m
	col := fg.itemCol
	if col == "" {
		col = m.gold
	}
	wood := "#8a5a2e"
	shaft := func(top, bottom float64, w float64, colr string) {
		c.bar("M"+xy(h.x, top)+"L"+xy(h.x, bottom), colr, w)
	}
	switch item {
	case "sceptre":
		if back {
			shaft(70, 470, 10, col)
			return
		}
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sQ%s %sZ", xy(h.x, 30), xy(h.x-26, 52), xy(h.x-6, 74), xy(h.x, 64), xy(h.x+6, 74), xy(h.x+26, 52), xy(h.x, 30)), col, m.detail)
		c.circle(h.x, 82, 10, col, m.detail)
	case "sword":
		if back {
			c.path(fmt.Sprintf("M%sL%sL%sL%sZ", xy(h.x-9, 326), xy(h.x-9, 80), xy(h.x, 56), xy(h.x+9, 80)), "#d8dde2", m.detail)
			c.path("M"+xy(h.x+9, 326)+"L"+xy(h.x+9, 80), "none", m.detail)
			c.stroke("M"+xy(h.x, 90)+"L"+xy(h.x, 320), m.ink, 1.6)
			c.bar("M"+xy(h.x-34, 330)+"L"+xy(h.x+34, 330), col, 9)
			c.circle(h.x, 392, 10, col, m.detail)
			return
		}
	case "halberd":
		if back {
			shaft(40, 470, 9, wood)
			c.path(fmt.Sprintf("M%sL%sQ%s %sL%sZ", xy(h.x, 70), xy(h.x-fg.side*58, 56), xy(h.x-fg.side*70, 100), xy(h.x-fg.side*56, 138), xy(h.x, 124)), "#c8ccd0", m.outline)
			c.path(fmt.Sprintf("M%sL%sL%sZ", xy(h.x, 80), xy(h.x+fg.side*34, 102), xy(h.x, 112)), "#c8ccd0", m.detail)
			c.path(fmt.Sprintf("M%sL%sL%sZ", xy(h.x-8, 44), xy(h.x, 6), xy(h.x+8, 44)), "#c8ccd0", m.detail)
			return
		}
	case "lance", "banner":
		if back {
			shaft(30, 470, 9, wood)
			c.path(fmt.Sprintf("M%sL%sL%sZ", xy(h.x-8, 34), xy(h.x, 0), xy(h.x+8, 34)), "#c8ccd0", m.detail)
			d := -fg.side
			c.path(fmt.Sprintf("M%sL%sL%sL%sZ", xy(h.x, 44), xy(h.x+d*120, 58), xy(h.x+d*96, 84), xy(h.x, 124)), col, m.detail)
			c.emblem(fg.suit, h.x+d*42, 82, 40, false)
			return
		}
	case "hookpole":
		if back {
			shaft(20, 470, 10, wood)
			c.stroke("M"+xy(h.x, 44)+"Q"+xy(h.x-fg.side*40, 30)+" "+xy(h.x-fg.side*34, 64), m.ink, 8)
			c.path(fmt.Sprintf("M%sL%sL%sZ", xy(h.x-6, 24), xy(h.x, 2), xy(h.x+6, 24)), "#9aa0a6", m.detail)
			return
		}
	case "broom":
		if back {
			shaft(70, 470, 9, wood)
			c.circle(h.x, 58, 30, "#3a3433", m.outline)
			for i := 0; i < 12; i++ {
				a := float64(i) * 30
				c.group("rotate(" + f(a) + " " + xy(h.x, 58) + ")")
				c.stroke("M"+xy(h.x, 34)+"L"+xy(h.x, 18), m.ink, 3)
				c.end()
			}
			return
		}
	case "pitchfork", "rake":
		if back {
			shaft(60, 470, 9, wood)
			if item == "rake" {
				c.bar("M"+xy(h.x-50, 60)+"L"+xy(h.x+50, 60), wood, 8)
				for i := -4; i <= 4; i++ {
					c.stroke("M"+xy(h.x+float64(i)*12, 64)+"l0 18", m.ink, 4)
				}
			} else {
				c.stroke("M"+xy(h.x-24, 20)+"L"+xy(h.x-24, 60)+"Q"+xy(h.x, 80)+" "+xy(h.x+24, 60)+"L"+xy(h.x+24, 20)+"M"+xy(h.x, 20)+"L"+xy(h.x, 80), m.ink, 6)
			}
			return
		}
	case "cane", "umbrella", "whip", "distaff":
		if back {
			switch item {
			case "cane":
				shaft(200, 470, 9, wood)
				c.stroke("M"+xy(h.x, 204)+"Q"+xy(h.x, 176)+" "+xy(h.x-fg.side*26, 182), wood, 10)
				c.circle(h.x, 204, 8, col, 2)
			case "umbrella":
				c.path(fmt.Sprintf("M%sL%sL%sQ%s %sL%sZ", xy(h.x, 120), xy(h.x-22, 330), xy(h.x-12, 470), xy(h.x, 476), xy(h.x+12, 470), xy(h.x+22, 330)), col, m.outline)
				c.stroke("M"+xy(h.x, 124)+"L"+xy(h.x-6, 330)+"M"+xy(h.x, 124)+"L"+xy(h.x+8, 330), m.ink, 1.6)
				c.bar("M"+xy(h.x, 120)+"L"+xy(h.x, 90), wood, 7)
				c.stroke("M"+xy(h.x, 92)+"Q"+xy(h.x, 70)+" "+xy(h.x+20, 76), m.ink, 6)
			case "whip":
				shaft(180, 470, 7, wood)
				c.stroke("M"+xy(h.x, 180)+"Q"+xy(h.x-fg.side*20, 40)+" "+xy(h.x-fg.side*120, 70)+"Q"+xy(h.x-fg.side*150, 110)+" "+xy(h.x-fg.side*130, 150), m.ink, 3)
			case "distaff":
				shaft(60, 470, 8, wood)
				c.ellipse(h.x, 130, 30, 62, "#ece4cf", m.detail)
				c.stroke("M"+xy(h.x-26, 100)+"L"+xy(h.x+26, 120)+"M"+xy(h.x-28, 140)+"L"+xy(h.x+28, 160), "#c81d25", 3)
			}
			return
		}
	case "axe":
		if back {
			shaft(90, 470, 10, wood)
			d := fg.side
			c.path(fmt.Sprintf("M%sL%sQ%s %sL%sZ", xy(h.x, 96), xy(h.x+d*56, 80), xy(h.x+d*72, 120), xy(h.x+d*58, 160), xy(h.x, 136)), "#b5bac0", m.outline)
			return
		}
	case "flower":
		c.stroke("M"+xy(h.x, h.y)+"Q"+xy(h.x+8, h.y-50)+" "+xy(h.x-4, h.y-92), "#3f6b2e", 5)
		c.path("M"+xy(h.x+4, h.y-50)+"q26 -16 30 6q-18 8 -30 -6z", "#5b8f3a", 2)
		for i := range 6 {
			a := float64(i) * 60
			c.group(fmt.Sprintf("translate(%s) rotate(%s)", xy(h.x-4, h.y-100), f(a)))
			c.ellipse(0, -14, 9, 15, col, 2)
			c.end()
		}
		c.circle(h.x-4, h.y-100, 8, m.gold, 2)
	case "rose":
		c.stroke("M"+xy(h.x, h.y)+"L"+xy(h.x-6, h.y-80), "#3f6b2e", 5)
		c.circle(h.x-6, h.y-92, 20, col, m.detail)
		c.stroke("M"+xy(h.x-14, h.y-94)+"q8 -10 16 0q-4 10 -12 4", m.ink, 2)
	case "pipe":
		c.stroke("M"+xy(h.x, h.y)+"Q"+xy(h.x-fg.side*20, h.y-60)+" "+xy(h.x-fg.side*38, 214), m.ink, 9)
		c.stroke("M"+xy(h.x, h.y)+"Q"+xy(h.x-fg.side*20, h.y-60)+" "+xy(h.x-fg.side*38, 214), "#8a5a2e", 5)
		c.path(fmt.Sprintf("M%sL%sQ%s %sL%sZ", xy(h.x-16, h.y-46), xy(h.x-14, h.y-6), xy(h.x, h.y+6), xy(h.x+14, h.y-6), xy(h.x+16, h.y-46)), col, m.detail)
		c.ellipse(h.x, h.y-46, 16, 5, m.ink, 0)
	case "orb":
		c.circle(h.x, h.y-28, 30, col, m.outline)
		c.stroke("M"+xy(h.x-30, h.y-28)+"Q"+xy(h.x, h.y-16)+" "+xy(h.x+30, h.y-28)+"M"+xy(h.x, h.y-58)+"L"+xy(h.x, h.y+2), m.ink, 3)
		c.stroke("M"+xy(h.x, h.y-60)+"L"+xy(h.x, h.y-84)+"M"+xy(h.x-9, h.y-74)+"L"+xy(h.x+9, h.y-74), col, 6)
		if fg.emblemAt == "orb" {
			c.emblem(fg.suit, h.x, h.y-28, 28, false)
		}
	case "book":
		c.poly([]pt{{h.x - 40, h.y - 70}, {h.x + 36, h.y - 80}, {h.x + 40, h.y - 10}, {h.x - 36, h.y}}, col, m.outline)
		c.stroke("M"+xy(h.x-30, h.y-62)+"L"+xy(h.x+30, h.y-70), "#f3e6c4", 3)
		if fg.emblemAt == "shield" {
			c.emblem(fg.suit, h.x, h.y-38, 36, false)
		}
	case "fan":
		c.path(fmt.Sprintf("M%sL%sQ%s %sZ", xy(h.x, h.y), xy(h.x-58, h.y-70), xy(h.x, h.y-108), xy(h.x+58, h.y-70)), col, m.outline)
		for i := -2; i <= 2; i++ {
			c.stroke("M"+xy(h.x, h.y)+"L"+xy(h.x+float64(i)*26, h.y-92+float64(i*i)*4), m.ink, 1.6)
		}
	case "mug":
		c.poly([]pt{{h.x - 24, h.y - 66}, {h.x + 24, h.y - 66}, {h.x + 22, h.y + 6}, {h.x - 22, h.y + 6}}, "#8e9aa4", m.outline)
		c.stroke("M"+xy(h.x+24, h.y-54)+"q24 4 22 26q-2 18 -22 18", m.ink, 7)
		c.ellipse(h.x, h.y-68, 26, 9, "#f3efe2", m.detail)
	case "clock":
		c.path(fmt.Sprintf("M%sL%sL%sL%sL%sZ", xy(h.x-46, h.y-10), xy(h.x-46, h.y-90), xy(h.x, h.y-128), xy(h.x+46, h.y-90), xy(h.x+46, h.y-10)), "#7a5230", m.outline)
		c.circle(h.x, h.y-60, 28, "#fafaf7", m.detail)
		c.stroke("M"+xy(h.x, h.y-60)+"L"+xy(h.x, h.y-80)+"M"+xy(h.x, h.y-60)+"L"+xy(h.x+14, h.y-54), m.ink, 3)
		c.circle(h.x, h.y-104, 6, col, 2)
	case "posthorn":
		c.stroke("M"+xy(h.x-50, h.y-40)+"a44 36 0 1 0 88 0a30 24 0 1 0 -60 0", m.ink, 14)
		c.stroke("M"+xy(h.x-50, h.y-40)+"a44 36 0 1 0 88 0a30 24 0 1 0 -60 0", col, 8)
		c.path(fmt.Sprintf("M%sL%sL%sZ", xy(h.x-50, h.y-40), xy(h.x-78, h.y-66), xy(h.x-78, h.y-14)), col, m.detail)
	case "key":
		c.stroke("M"+xy(h.x, h.y-52)+"L"+xy(h.x, h.y+40)+"M"+xy(h.x, h.y+30)+"l16 0M"+xy(h.x, h.y+16)+"l12 0", col, 8)
		c.stroke("M"+xy(h.x-18, h.y-70)+"a18 18 0 1 0 36 0a18 18 0 1 0 -36 0", col, 8)
	case "apple", "loaf", "purse", "letter", "glass", "bottle":
		switch item {
		case "apple":
			c.circle(h.x, h.y-26, 22, col, m.outline)
			c.stroke("M"+xy(h.x, h.y-46)+"l4 -12", m.ink, 4)
		case "loaf":
			c.ellipse(h.x, h.y-22, 48, 24, "#c99a3b", m.outline)
			c.stroke("M"+xy(h.x-24, h.y-36)+"l10 20M"+xy(h.x, h.y-40)+"l10 22M"+xy(h.x+24, h.y-36)+"l8 18", m.ink, 2.5)
		case "purse":
			c.path("M"+xy(h.x-26, h.y-40)+"Q"+xy(h.x-34, h.y+10)+" "+xy(h.x, h.y+10)+"Q"+xy(h.x+34, h.y+10)+" "+xy(h.x+26, h.y-40)+"Z", col, m.outline)
			c.stroke("M"+xy(h.x-20, h.y-40)+"q20 10 40 0", m.ink, 4)
		case "letter":
			c.poly([]pt{{h.x - 44, h.y - 60}, {h.x + 40, h.y - 70}, {h.x + 44, h.y - 14}, {h.x - 40, h.y - 4}}, "#f6f1e4", m.outline)
			c.stroke("M"+xy(h.x-44, h.y-60)+"L"+xy(h.x, h.y-30)+"L"+xy(h.x+40, h.y-70), m.ink, 2.5)
			c.circle(h.x, h.y-30, 8, "#c81d25", 2)
		case "glass":
			c.path(fmt.Sprintf("M%sL%sL%sL%sL%sL%sQ%s %sZ", xy(h.x-22, h.y-76), xy(h.x+22, h.y-76), xy(h.x+4, h.y-34), xy(h.x+4, h.y), xy(h.x-4, h.y), xy(h.x-4, h.y-34), xy(h.x, h.y-40), xy(h.x-22, h.y-76)), "#e9dfc6", m.detail)
			c.path(fmt.Sprintf("M%sL%sL%sZ", xy(h.x-17, h.y-70), xy(h.x+17, h.y-70), xy(h.x, h.y-44)), col, 0)
		case "bottle":
			c.path(fmt.Sprintf("M%sL%sQ%s %sL%sQ%s %sL%sZ", xy(h.x-8, h.y-100), xy(h.x-8, h.y-70), xy(h.x-24, h.y-60), xy(h.x-24, h.y-40), xy(h.x-22, h.y+8), xy(h.x, h.y+12), xy(h.x+22, h.y+8), xy(h.x+24, h.y-40)), col, m.outline)
			c.path("M"+xy(h.x+24, h.y-40)+"Q"+xy(h.x+24, h.y-60)+" "+xy(h.x+8, h.y-70)+"L"+xy(h.x+8, h.y-100)+"Z", col, m.outline)
		}
	case "basket":
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sZ", xy(h.x-50, h.y+6), xy(h.x, h.y-70), xy(h.x+50, h.y+6), xy(h.x, h.y-56), xy(h.x-50, h.y+6)), "#a0773a", m.detail)
		c.path(fmt.Sprintf("M%sL%sL%sL%sZ", xy(h.x-60, h.y+4), xy(h.x+60, h.y+4), xy(h.x+46, h.y+60), xy(h.x-46, h.y+60)), "#b98a48", m.outline)
		for y := h.y + 18; y < h.y+58; y += 14 {
			c.stroke("M"+xy(h.x-54, y)+"L"+xy(h.x+54, y), m.ink, 1.8)
		}
		c.circle(h.x-20, h.y, 12, col, 2)
		c.circle(h.x+6, h.y-6, 12, col, 2)
		c.circle(h.x+28, h.y, 11, col, 2)
	case "lantern":
		c.stroke("M"+xy(h.x, h.y)+"L"+xy(h.x, h.y+12), m.ink, 4)
		c.poly([]pt{{h.x - 22, h.y + 12}, {h.x + 22, h.y + 12}, {h.x + 26, h.y + 62}, {h.x - 26, h.y + 62}}, "#f3d36b", m.outline)
		c.stroke("M"+xy(h.x, h.y+12)+"L"+xy(h.x, h.y+62), m.ink, 3)
	case "eagle":
		// a small black eagle on the hand: the pack's name
		k := c.m.ink
		c.path(fmt.Sprintf("M%sL%sL%sL%sL%sZ", xy(h.x-4, h.y-40), xy(h.x-56, h.y-86), xy(h.x-44, h.y-50), xy(h.x-52, h.y-44), xy(h.x-6, h.y-18)), k, 0)
		c.path(fmt.Sprintf("M%sL%sL%sL%sL%sZ", xy(h.x+4, h.y-40), xy(h.x+56, h.y-86), xy(h.x+44, h.y-50), xy(h.x+52, h.y-44), xy(h.x+6, h.y-18)), k, 0)
		c.ellipse(h.x, h.y-30, 12, 22, k, 0)
		c.circle(h.x, h.y-58, 9, k, 0)
		c.path(fmt.Sprintf("M%sL%sL%sZ", xy(h.x+6, h.y-60), xy(h.x+18, h.y-54), xy(h.x+6, h.y-52)), c.m.gold, 0)
		c.path(fmt.Sprintf("M%sL%sL%sZ", xy(h.x-8, h.y-10), xy(h.x, h.y+4), xy(h.x+8, h.y-10)), k, 0)
	case "shield":
		c.path(fmt.Sprintf("M%sL%sL%sQ%s %sQ%s %sZ", xy(h.x-52, h.y-70), xy(h.x+52, h.y-70), xy(h.x+52, h.y), xy(h.x+48, h.y+56), xy(h.x, h.y+80), xy(h.x-48, h.y+56), xy(h.x-52, h.y)), col, m.outline)
		c.path(fmt.Sprintf("M%sL%sL%sQ%s %sQ%s %sZ", xy(h.x-38, h.y-56), xy(h.x+38, h.y-56), xy(h.x+38, h.y), xy(h.x+34, h.y+42), xy(h.x, h.y+62), xy(h.x-34, h.y+42), xy(h.x-38, h.y)), m.linen, m.detail)
		c.emblem(fg.suit, h.x, h.y, 64, false)
	default:
		c.unknown("item", item)
	}
}
