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
		c.path(fmt.Sprintf("M%sL%sL%sL%sL%sL%sL%sL%sL%sL%sL%sZ", xy(x-50, 118), xy(x-56, 58), xy(x-30, 86), xy(x-16, 46),
			xy(x, 80), xy(x+16, 46), xy(x+30, 86), xy(x+56, 58), xy(x+50, 118), xy(x, 124), xy(x-50, 118)), a, m.outline)
		for _, px := range []float64{-56, -16, 16, 56} {
			c.circle(x+px, px*0+52+math.Abs(px)/10-4, 7, b, 2)
		}
		c.poly([]pt{{x - 50, 100}, {x + 50, 100}, {x + 50, 118}, {x - 50, 118}}, a, m.detail)
		c.circle(x, 109, 7, b, 2)
		c.hatchRegion([]pt{{x + 20, 60}, {x + 50, 70}, {x + 50, 118}, {x + 20, 118}}, -60, 0.8)
	case "tallcrown":
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sZ", xy(x-50, 112), xy(x-54, 36), xy(x, 34), xy(x+54, 36), xy(x+50, 112)), b, m.outline)
		c.stroke("M"+xy(x-48, 100)+"Q"+xy(x-40, 40)+" "+xy(x, 36)+"Q"+xy(x+40, 40)+" "+xy(x+48, 100), a, 12)
		c.stroke("M"+xy(x, 36)+"L"+xy(x, 110), a, 12)
		c.poly([]pt{{x - 52, 96}, {x + 52, 96}, {x + 52, 120}, {x - 52, 120}}, a, m.outline)
		for _, px := range []float64{-34, 0, 34} {
			c.circle(x+px, 108, 6, b, 2)
		}
		c.circle(x, 24, 12, a, m.detail)
		c.stroke("M"+xy(x, 12)+"L"+xy(x, -2)+"M"+xy(x-8, 4)+"L"+xy(x+8, 4), a, 5)
	case "coronet":
		c.path(fmt.Sprintf("M%sL%sL%sL%sL%sL%sL%sZ", xy(x-40, 110), xy(x-36, 86), xy(x-18, 98), xy(x, 76), xy(x+18, 98), xy(x+36, 86), xy(x+40, 110)), a, m.detail)
		c.circle(x, 80, 6, b, 2)
	case "tophat":
		c.path(fmt.Sprintf("M%sL%sQ%s %sL%sZ", xy(x-40, 104), xy(x-46, 18), xy(x, 10), xy(x+46, 18), xy(x+40, 104)), a, m.outline)
		c.poly([]pt{{x - 42, 82}, {x + 42, 82}, {x + 41, 100}, {x - 41, 100}}, b, m.detail)
		c.ellipse(x, 106, 72, 12, a, m.outline)
		c.hatchRegion([]pt{{x + 14, 20}, {x + 44, 20}, {x + 40, 82}, {x + 14, 82}}, 90, 0.9)
	case "broadhat":
		c.ellipse(x, 108, 108, 20, a, m.outline)
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sZ", xy(x-44, 108), xy(x-46, 52), xy(x, 50), xy(x+46, 52), xy(x+44, 108)), a, m.outline)
		c.poly([]pt{{x - 45, 88}, {x + 45, 88}, {x + 44, 102}, {x - 44, 102}}, b, m.detail)
	case "bicorne":
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sQ%s %sZ", xy(x-110, 104), xy(x-60, 20), xy(x, 46), xy(x+60, 20), xy(x+110, 104), xy(x, 88), xy(x-110, 104)), a, m.outline)
		c.circle(x, 70, 13, b, m.detail)
		c.stroke("M"+xy(x-100, 100)+"Q"+xy(x, 84)+" "+xy(x+100, 100), b, 4)
	case "tricorn":
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sL%sZ", xy(x-92, 92), xy(x-50, 40), xy(x, 54), xy(x+50, 40), xy(x+92, 92), xy(x, 124)), a, m.outline)
		c.stroke("M"+xy(x-88, 92)+"L"+xy(x, 120)+"L"+xy(x+88, 92), b, 5)
		c.circle(x, 104, 8, b, 2)
	case "beret":
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sQ%s %sZ", xy(x-62, 112), xy(x-70, 56), xy(x+10, 52), xy(x+84, 56), xy(x+70, 108), xy(x, 96), xy(x-62, 112)), a, m.outline)
		c.path("M"+xy(x+40, 70)+"Q"+xy(x+120, 20)+" "+xy(x+150, 50)+"Q"+xy(x+100, 50)+" "+xy(x+46, 82)+"Z", b, m.detail)
		c.stroke("M"+xy(x+46, 76)+"Q"+xy(x+110, 36)+" "+xy(x+146, 50), m.ink, 1.6)
	case "cap":
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sZ", xy(x-46, 110), xy(x-46, 60), xy(x, 58), xy(x+46, 60), xy(x+46, 110)), a, m.outline)
		c.path("M"+xy(x-48, 110)+"Q"+xy(x, 96)+" "+xy(x+48, 110)+"Q"+xy(x+30, 130)+" "+xy(x-48, 110)+"Z", b, m.detail)
		c.circle(x, 60, 6, b, 2)
	case "bollenhut":
		c.ellipse(x, 104, 120, 24, "#f4efe2", m.outline)
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sZ", xy(x-46, 104), xy(x-46, 70), xy(x, 68), xy(x+46, 70), xy(x+46, 104)), "#f4efe2", m.detail)
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
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sQ%s %sQ%s %sQ%s %sZ", xy(x-70, 200), xy(x-92, 50), xy(x, 40), xy(x+92, 50), xy(x+70, 200),
			xy(x+52, 150), xy(x+46, 112), xy(x, 96), xy(x-46, 112), xy(x-52, 150), xy(x-70, 200)), a, m.outline)
		c.stroke("M"+xy(x-62, 150)+"Q"+xy(x-64, 70)+" "+xy(x, 60)+"Q"+xy(x+64, 70)+" "+xy(x+62, 150), b, 8)
		c.path("M"+xy(x-30, 206)+"Q"+xy(x, 222)+" "+xy(x+30, 206)+"L"+xy(x+36, 246)+"L"+xy(x+10, 218)+"L"+xy(x-10, 218)+"L"+xy(x-36, 246)+"Z", b, m.detail)
	case "headscarf":
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sQ%s %sQ%s %sZ", xy(x-60, 206), xy(x-84, 56), xy(x, 52), xy(x+84, 56), xy(x+60, 206),
			xy(x+50, 128), xy(x, 102), xy(x-50, 128), xy(x-60, 206)), a, m.outline)
		c.path(fmt.Sprintf("M%sL%sL%sL%sZ", xy(x-14, 206), xy(x+14, 206), xy(x+34, 250), xy(x-30, 246)), a, m.detail)
		for _, d := range [][2]float64{{-44, 80}, {0, 66}, {44, 80}, {-62, 130}, {62, 130}, {-22, 74}, {22, 74}, {-58, 170}, {58, 170}} {
			c.circle(x+d[0], d[1], 5, b, 0)
		}
	case "helmet":
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sZ", xy(x-44, 104), xy(x-44, 48), xy(x, 46), xy(x+44, 48), xy(x+44, 104)), a, m.outline)
		c.path("M"+xy(x-30, 50)+"Q"+xy(x, 0)+" "+xy(x+30, 50)+"Z", a, m.detail)
		c.path("M"+xy(x-96, 84)+"Q"+xy(x, 126)+" "+xy(x+96, 84)+"Q"+xy(x, 108)+" "+xy(x-96, 84)+"Z", a, m.outline)
		c.hatchRegion([]pt{{x + 10, 50}, {x + 44, 60}, {x + 44, 100}, {x + 10, 104}}, -60, 0.8)
		if b != "" {
			c.path("M"+xy(x+20, 30)+"Q"+xy(x+60, -4)+" "+xy(x+90, 24)+"Q"+xy(x+50, 20)+" "+xy(x+26, 44)+"Z", b, m.detail)
		}
	case "furhat":
		c.path(fmt.Sprintf("M%sL%sQ%s %sL%sZ", xy(x-50, 114), xy(x-54, 52), xy(x, 36), xy(x+54, 52), xy(x+50, 114)), a, m.outline)
		for i := -4; i <= 4; i++ {
			px := x + float64(i)*11
			c.stroke("M"+xy(px, 56)+"l4 12M"+xy(px+3, 84)+"l4 12", m.ink, 1.6)
		}
		if b != "" {
			c.path("M"+xy(x-10, 46)+"Q"+xy(x+20, 10)+" "+xy(x+40, 40)+"Z", b, m.detail)
		}
	case "strawhat":
		c.ellipse(x, 106, 112, 20, a, m.outline)
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sZ", xy(x-44, 106), xy(x-44, 58), xy(x, 56), xy(x+44, 58), xy(x+44, 106)), a, m.outline)
		c.poly([]pt{{x - 45, 86}, {x + 45, 86}, {x + 44, 100}, {x - 44, 100}}, b, m.detail)
		c.stroke("M"+xy(x-96, 108)+"L"+xy(x+96, 108)+"M"+xy(x-76, 116)+"L"+xy(x+76, 116), m.ink, 1.4)
	case "plumed":
		c.path("M"+xy(x+50, 78)+"Q"+xy(x+130, 10)+" "+xy(x+150, 70)+"Q"+xy(x+110, 44)+" "+xy(x+50, 92)+"Z", b, m.detail)
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sZ", xy(x-46, 108), xy(x-48, 40), xy(x, 40), xy(x+48, 40), xy(x+46, 108)), a, m.outline)
		c.path("M"+xy(x-110, 104)+"Q"+xy(x, 80)+" "+xy(x+110, 104)+"Q"+xy(x, 130)+" "+xy(x-110, 104)+"Z", a, m.outline)
		c.poly([]pt{{x - 47, 82}, {x + 47, 82}, {x + 46, 96}, {x - 46, 96}}, m.gold, m.detail)
	case "wreath":
		cols := []string{a, b, m.linen}
		for i := range 9 {
			t := math.Pi * (1.05 + 0.9*float64(i)/8)
			c.circle(x+50*math.Cos(t), 128+64*math.Sin(t), 12, cols[i%3], 2)
		}
	case "hood":
		c.path(fmt.Sprintf("M%sQ%s %sQ%s %sQ%s %sQ%s %sZ", xy(x-66, 240), xy(x-82, 50), xy(x, 44), xy(x+82, 50), xy(x+66, 240),
			xy(x+50, 130), xy(x, 104), xy(x-50, 130), xy(x-66, 240)), a, m.outline)
	case "":
	default:
		c.unknown("headdress", fg.hat)
	}
	if fg.emblemAt == "hat" {
		c.emblem(fg.suit, x, 86, 34, true)
	}
}
