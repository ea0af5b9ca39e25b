package courtart

import (
	"fmt"
	"math"
)

// hatDraw draws the headdress on a head whose top is near y = 108.
func (fg figure) hatDraw(c *canvas, x float64) {
	m := c.m
	a, b := fg.hatCol, fg.hatCol2
	switch fg.hat {
	case "crown":
		c.path(fmt.Sprintf("M%sL%sL%sL%sL%sL%sL%sL%sL%sL%sL%sZ", P(x-50, 118), P(x-56, 58), P(x-30, 86), P(x-16, 46),
			P(x, 80), P(x+16, 46), P(x+30, 86), P(x+56, 58), P(x+50, 118), P(x, 124), P(x-50, 118)), a, m.outline)
		for _, px := range []float64{-56, -16, 16, 56} {
			c.circle(x+px, px*0+52+math.Abs(px)/10-4, 7, b, 2)
		}
		c.poly([]pt{{x - 50, 100}, {x + 50, 100}, {x + 50, 118}, {x - 50, 118}}, a, m.detail)
		c.circle(x, 109, 7, b, 2)
		c.hatchRegion([]pt{{x + 20, 60}, {x + 50, 70}, {x + 50, 118}, {x + 20, 118}}, -60, 0.8)
	case "tallcrown":
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sZ", P(x-50, 112), P(x-54, 36), P(x, 34), P(x+54, 36), P(x+50, 112)), b, m.outline)
		c.stroke("M"+P(x-48, 100)+"Q"+P(x-40, 40)+" "+P(x, 36)+"Q"+P(x+40, 40)+" "+P(x+48, 100), a, 12)
		c.stroke("M"+P(x, 36)+"L"+P(x, 110), a, 12)
		c.poly([]pt{{x - 52, 96}, {x + 52, 96}, {x + 52, 120}, {x - 52, 120}}, a, m.outline)
		for _, px := range []float64{-34, 0, 34} {
			c.circle(x+px, 108, 6, b, 2)
		}
		c.circle(x, 24, 12, a, m.detail)
		c.stroke("M"+P(x, 12)+"L"+P(x, -2)+"M"+P(x-8, 4)+"L"+P(x+8, 4), a, 5)
	case "coronet":
		c.path(fmt.Sprintf("M%sL%sL%sL%sL%sL%sL%sZ", P(x-40, 110), P(x-36, 86), P(x-18, 98), P(x, 76), P(x+18, 98), P(x+36, 86), P(x+40, 110)), a, m.detail)
		c.circle(x, 80, 6, b, 2)
	case "tophat":
		c.path(fmt.Sprintf("M%sL%sQ%s %sL%sZ", P(x-40, 104), P(x-46, 18), P(x, 10), P(x+46, 18), P(x+40, 104)), a, m.outline)
		c.poly([]pt{{x - 42, 82}, {x + 42, 82}, {x + 41, 100}, {x - 41, 100}}, b, m.detail)
		c.ellipse(x, 106, 72, 12, a, m.outline)
		c.hatchRegion([]pt{{x + 14, 20}, {x + 44, 20}, {x + 40, 82}, {x + 14, 82}}, 90, 0.9)
	case "broadhat":
		c.ellipse(x, 108, 108, 20, a, m.outline)
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sZ", P(x-44, 108), P(x-46, 52), P(x, 50), P(x+46, 52), P(x+44, 108)), a, m.outline)
		c.poly([]pt{{x - 45, 88}, {x + 45, 88}, {x + 44, 102}, {x - 44, 102}}, b, m.detail)
	case "bicorne":
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sQ%s %sZ", P(x-110, 104), P(x-60, 20), P(x, 46), P(x+60, 20), P(x+110, 104), P(x, 88), P(x-110, 104)), a, m.outline)
		c.circle(x, 70, 13, b, m.detail)
		c.stroke("M"+P(x-100, 100)+"Q"+P(x, 84)+" "+P(x+100, 100), b, 4)
	case "tricorn":
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sL%sZ", P(x-92, 92), P(x-50, 40), P(x, 54), P(x+50, 40), P(x+92, 92), P(x, 124)), a, m.outline)
		c.stroke("M"+P(x-88, 92)+"L"+P(x, 120)+"L"+P(x+88, 92), b, 5)
		c.circle(x, 104, 8, b, 2)
	case "beret":
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sQ%s %sZ", P(x-62, 112), P(x-70, 56), P(x+10, 52), P(x+84, 56), P(x+70, 108), P(x, 96), P(x-62, 112)), a, m.outline)
		c.path("M"+P(x+40, 70)+"Q"+P(x+120, 20)+" "+P(x+150, 50)+"Q"+P(x+100, 50)+" "+P(x+46, 82)+"Z", b, m.detail)
		c.stroke("M"+P(x+46, 76)+"Q"+P(x+110, 36)+" "+P(x+146, 50), m.ink, 1.6)
	case "cap":
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sZ", P(x-46, 110), P(x-46, 60), P(x, 58), P(x+46, 60), P(x+46, 110)), a, m.outline)
		c.path("M"+P(x-48, 110)+"Q"+P(x, 96)+" "+P(x+48, 110)+"Q"+P(x+30, 130)+" "+P(x-48, 110)+"Z", b, m.detail)
		c.circle(x, 60, 6, b, 2)
	case "bollenhut":
		c.ellipse(x, 104, 120, 24, "#f4efe2", m.outline)
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sZ", P(x-46, 104), P(x-46, 70), P(x, 68), P(x+46, 70), P(x+46, 104)), "#f4efe2", m.detail)
		for _, bp := range [][3]float64{{-52, 52, 20}, {-18, 48, 20}, {18, 48, 20}, {52, 52, 20}, {-86, 78, 20}, {-38, 74, 22}, {0, 76, 22}, {38, 74, 22}, {86, 78, 20}, {-62, 96, 21}, {62, 96, 21}} {
			c.circle(x+bp[0], bp[1], bp[2], a, m.detail)
		}
	case "schappel":
		cols := []string{a, b, m.gold, "#fafaf7", a, b}
		i := 0
		for row := range 5 {
			y := 108 - float64(row)*18
			w := 54 - float64(row)*8
			for px := -w; px <= w+0.1; px += 18 {
				c.circle(x+px, y, 10, cols[i%len(cols)], 2)
				i++
			}
		}
	case "bonnet":
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sQ%s %sQ%s %sQ%s %sZ", P(x-70, 200), P(x-92, 50), P(x, 40), P(x+92, 50), P(x+70, 200),
			P(x+52, 150), P(x+46, 112), P(x, 96), P(x-46, 112), P(x-52, 150), P(x-70, 200)), a, m.outline)
		c.stroke("M"+P(x-62, 150)+"Q"+P(x-64, 70)+" "+P(x, 60)+"Q"+P(x+64, 70)+" "+P(x+62, 150), b, 8)
		c.path("M"+P(x-30, 206)+"Q"+P(x, 222)+" "+P(x+30, 206)+"L"+P(x+36, 246)+"L"+P(x+10, 218)+"L"+P(x-10, 218)+"L"+P(x-36, 246)+"Z", b, m.detail)
	case "headscarf":
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sQ%s %sQ%s %sZ", P(x-60, 206), P(x-84, 56), P(x, 52), P(x+84, 56), P(x+60, 206),
			P(x+50, 128), P(x, 102), P(x-50, 128), P(x-60, 206)), a, m.outline)
		c.path(fmt.Sprintf("M%sL%sL%sL%sZ", P(x-14, 206), P(x+14, 206), P(x+34, 250), P(x-30, 246)), a, m.detail)
		for _, d := range [][2]float64{{-44, 80}, {0, 66}, {44, 80}, {-62, 130}, {62, 130}, {-22, 74}, {22, 74}, {-58, 170}, {58, 170}} {
			c.circle(x+d[0], d[1], 5, b, 0)
		}
	case "helmet":
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sZ", P(x-44, 104), P(x-44, 48), P(x, 46), P(x+44, 48), P(x+44, 104)), a, m.outline)
		c.path("M"+P(x-30, 50)+"Q"+P(x, 0)+" "+P(x+30, 50)+"Z", a, m.detail)
		c.path("M"+P(x-96, 84)+"Q"+P(x, 126)+" "+P(x+96, 84)+"Q"+P(x, 108)+" "+P(x-96, 84)+"Z", a, m.outline)
		c.hatchRegion([]pt{{x + 10, 50}, {x + 44, 60}, {x + 44, 100}, {x + 10, 104}}, -60, 0.8)
		if b != "" {
			c.path("M"+P(x+20, 30)+"Q"+P(x+60, -4)+" "+P(x+90, 24)+"Q"+P(x+50, 20)+" "+P(x+26, 44)+"Z", b, m.detail)
		}
	case "furhat":
		c.path(fmt.Sprintf("M%sL%sQ%s %sL%sZ", P(x-50, 114), P(x-54, 52), P(x, 36), P(x+54, 52), P(x+50, 114)), a, m.outline)
		for i := -4; i <= 4; i++ {
			px := x + float64(i)*11
			c.stroke("M"+P(px, 56)+"l4 12M"+P(px+3, 84)+"l4 12", m.ink, 1.6)
		}
		if b != "" {
			c.path("M"+P(x-10, 46)+"Q"+P(x+20, 10)+" "+P(x+40, 40)+"Z", b, m.detail)
		}
	case "strawhat":
		c.ellipse(x, 106, 112, 20, a, m.outline)
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sZ", P(x-44, 106), P(x-44, 58), P(x, 56), P(x+44, 58), P(x+44, 106)), a, m.outline)
		c.poly([]pt{{x - 45, 86}, {x + 45, 86}, {x + 44, 100}, {x - 44, 100}}, b, m.detail)
		c.stroke("M"+P(x-96, 108)+"L"+P(x+96, 108)+"M"+P(x-76, 116)+"L"+P(x+76, 116), m.ink, 1.4)
	case "plumed":
		c.path("M"+P(x+50, 78)+"Q"+P(x+130, 10)+" "+P(x+150, 70)+"Q"+P(x+110, 44)+" "+P(x+50, 92)+"Z", b, m.detail)
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sZ", P(x-46, 108), P(x-48, 40), P(x, 40), P(x+48, 40), P(x+46, 108)), a, m.outline)
		c.path("M"+P(x-110, 104)+"Q"+P(x, 80)+" "+P(x+110, 104)+"Q"+P(x, 130)+" "+P(x-110, 104)+"Z", a, m.outline)
		c.poly([]pt{{x - 47, 82}, {x + 47, 82}, {x + 46, 96}, {x - 46, 96}}, m.gold, m.detail)
	case "wreath":
		cols := []string{a, b, m.linen}
		for i := range 9 {
			t := math.Pi * (1.05 + 0.9*float64(i)/8)
			c.circle(x+50*math.Cos(t), 128+64*math.Sin(t), 12, cols[i%3], 2)
		}
	case "hood":
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sQ%s %sQ%s %sZ", P(x-66, 240), P(x-82, 50), P(x, 44), P(x+82, 50), P(x+66, 240),
			P(x+50, 130), P(x, 104), P(x-50, 130), P(x-66, 240)), a, m.outline)
	case "":
	default:
		c.unknown("headdress", fg.hat)
	}
	if fg.emblemAt == "hat" {
		c.emblem(fg.suit, x, 86, 34, true)
	}
}
