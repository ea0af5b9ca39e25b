package vg

import "fmt"

// RGB is an opaque sRGB colour.
type RGB struct{ R, G, B uint8 }

// Hex formats c as #rrggbb (lower case).
func (c RGB) Hex() string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// MustHex parses #rrggbb or #rgb and panics on anything else; it is for
// colour constants in code.
func MustHex(s string) RGB {
	c, ok := parseHex(s)
	if !ok {
		panic("vg: bad colour constant " + s)
	}
	return c
}

// parseHex reads #rrggbb or #rgb, the only colour forms of the subset.
func parseHex(s string) (RGB, bool) {
	if len(s) != 4 && len(s) != 7 || s[0] != '#' {
		return RGB{}, false
	}
	var v [6]uint8
	digits := s[1:]
	for i := 0; i < len(digits); i++ {
		ch := digits[i]
		switch {
		case ch >= '0' && ch <= '9':
			v[i] = ch - '0'
		case ch >= 'a' && ch <= 'f':
			v[i] = ch - 'a' + 10
		case ch >= 'A' && ch <= 'F':
			v[i] = ch - 'A' + 10
		default:
			return RGB{}, false
		}
	}
	if len(digits) == 3 {
		return RGB{v[0] * 17, v[1] * 17, v[2] * 17}, true
	}
	return RGB{v[0]<<4 | v[1], v[2]<<4 | v[3], v[4]<<4 | v[5]}, true
}

// Paint is a fill or stroke setting: a colour or none.
type Paint struct {
	Color RGB
	None  bool
}

// parsePaint reads a fill or stroke value of the subset.
func parsePaint(s string) (Paint, error) {
	if s == "none" {
		return Paint{None: true}, nil
	}
	if c, ok := parseHex(s); ok {
		return Paint{Color: c}, nil
	}
	return Paint{}, fmt.Errorf("colour %q is not #rrggbb, #rgb or none", s)
}
