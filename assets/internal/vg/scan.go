package vg

import (
	"fmt"
	"math"
	"strconv"
)

// scanner reads SVG numbers and flags from path data and number lists.
type scanner struct {
	s string
	i int
}

func (sc *scanner) done() bool { return sc.i >= len(sc.s) }

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }

// skipSep skips whitespace and at most one comma.
func (sc *scanner) skipSep() {
	for sc.i < len(sc.s) && isSpace(sc.s[sc.i]) {
		sc.i++
	}
	if sc.i < len(sc.s) && sc.s[sc.i] == ',' {
		sc.i++
		for sc.i < len(sc.s) && isSpace(sc.s[sc.i]) {
			sc.i++
		}
	}
}

// number reads one SVG number: sign, digits, fraction, exponent.
func (sc *scanner) number() (float64, error) {
	start := sc.i
	s := sc.s
	if sc.i < len(s) && (s[sc.i] == '+' || s[sc.i] == '-') {
		sc.i++
	}
	digits := 0
	for sc.i < len(s) && s[sc.i] >= '0' && s[sc.i] <= '9' {
		sc.i++
		digits++
	}
	if sc.i < len(s) && s[sc.i] == '.' {
		sc.i++
		for sc.i < len(s) && s[sc.i] >= '0' && s[sc.i] <= '9' {
			sc.i++
			digits++
		}
	}
	if digits == 0 {
		sc.i = start
		return 0, fmt.Errorf("expected a number at %q", clip(s[start:]))
	}
	exp := false
	if sc.i < len(s) && (s[sc.i] == 'e' || s[sc.i] == 'E') {
		j := sc.i + 1
		if j < len(s) && (s[j] == '+' || s[j] == '-') {
			j++
		}
		k := j
		for k < len(s) && s[k] >= '0' && s[k] <= '9' {
			k++
		}
		if k > j {
			sc.i = k
			exp = true
		}
	}
	if !exp && sc.i-start <= 16 {
		// The common case, plain decimals as the generator writes them:
		// exact digits in an int64, one division.
		if v, ok := plainDecimal(s[start:sc.i]); ok {
			return v, nil
		}
	}
	v, err := strconv.ParseFloat(s[start:sc.i], 64)
	if err != nil || math.IsInf(v, 0) || math.IsNaN(v) || math.Abs(v) > 1e7 {
		return 0, fmt.Errorf("number %q out of range", s[start:sc.i])
	}
	return v, nil
}

// flag reads an arc flag, which may be packed without separators ("011").
func (sc *scanner) flag() (bool, error) {
	sc.skipSep()
	if sc.i < len(sc.s) && (sc.s[sc.i] == '0' || sc.s[sc.i] == '1') {
		sc.i++
		return sc.s[sc.i-1] == '1', nil
	}
	return false, fmt.Errorf("expected an arc flag 0 or 1 at %q", clip(sc.s[sc.i:]))
}

// clip shortens s for an error message.
func clip(s string) string {
	if len(s) > 20 {
		return s[:20] + "…"
	}
	return s
}

// pow10 holds the divisors for plainDecimal.
var pow10 = [...]float64{1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16}

// plainDecimal reads [sign]digits[.digits] of at most 16 characters; the
// result is the correctly rounded value, as both parts are exact in a
// float64 and one division rounds once.
func plainDecimal(t string) (float64, bool) {
	neg := false
	if t != "" && (t[0] == '-' || t[0] == '+') {
		neg = t[0] == '-'
		t = t[1:]
	}
	var m int64
	frac := -1
	for i := 0; i < len(t); i++ {
		c := t[i]
		switch {
		case c >= '0' && c <= '9':
			m = m*10 + int64(c-'0')
			if frac >= 0 {
				frac++
			}
		case c == '.' && frac < 0:
			frac = 0
		default:
			return 0, false
		}
	}
	v := float64(m)
	if frac > 0 {
		v /= pow10[frac]
	}
	if neg {
		v = -v
	}
	return v, math.Abs(v) <= 1e7
}
