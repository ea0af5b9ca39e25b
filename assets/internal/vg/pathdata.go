package vg

import "fmt"

// maxPathOps bounds one path's size so hostile input cannot exhaust memory.
const maxPathOps = 200000

// ParsePathData reads SVG path data with the commands M L H V C S Q T A Z in
// absolute and relative form; arcs become cubics.
func ParsePathData(d string) (Path, error) {
	var p Path
	// Most commands carry 2 numbers of about 4 characters.
	p.Ops = make([]Op, 0, len(d)/10+1)
	p.Pts = make([]Point, 0, len(d)/8+1)
	var buf [6]float64
	sc := scanner{s: d}
	var pen, start, lastCtrl Point
	var cmd, prev byte
	haveStart, needMove := false, false
	for {
		sc.skipSep()
		if sc.done() {
			return p, nil
		}
		if p.Len() > maxPathOps {
			return Path{}, fmt.Errorf("path data has more than %d commands", maxPathOps)
		}
		c := sc.s[sc.i]
		if isCommand(c) {
			cmd = c
			sc.i++
		} else if cmd == 0 {
			return Path{}, fmt.Errorf("path data must start with M, found %q", clip(sc.s[sc.i:]))
		} else if cmd == 'Z' || cmd == 'z' {
			return Path{}, fmt.Errorf("numbers after Z at %q", clip(sc.s[sc.i:]))
		}
		if !haveStart && cmd != 'M' && cmd != 'm' {
			return Path{}, fmt.Errorf("path data must start with M, found %c", cmd)
		}
		rel := cmd >= 'a'
		abs := func(x, y float64) Point {
			if rel {
				return Point{pen.X + x, pen.Y + y}
			}
			return Point{x, y}
		}
		nums := func(n int) ([]float64, error) {
			v := buf[:n]
			for k := range v {
				sc.skipSep()
				f, err := sc.number()
				if err != nil {
					return nil, fmt.Errorf("command %c: %v", cmd, err)
				}
				v[k] = f
			}
			return v, nil
		}
		upper := cmd &^ 0x20
		if needMove && upper != 'M' && upper != 'Z' {
			p.MoveTo(pen) // drawing straight after Z starts a subpath at the old start
			needMove = false
		}
		switch upper {
		case 'Z':
			p.Close()
			pen = start
			needMove = true
			prev = 'Z'
			continue
		case 'M':
			v, err := nums(2)
			if err != nil {
				return Path{}, err
			}
			pen = abs(v[0], v[1])
			start = pen
			haveStart = true
			needMove = false
			p.MoveTo(pen)
			// Further pairs after M are implicit L.
			if rel {
				cmd = 'l'
			} else {
				cmd = 'L'
			}
		case 'L':
			v, err := nums(2)
			if err != nil {
				return Path{}, err
			}
			pen = abs(v[0], v[1])
			p.LineTo(pen)
		case 'H':
			v, err := nums(1)
			if err != nil {
				return Path{}, err
			}
			if rel {
				pen.X += v[0]
			} else {
				pen.X = v[0]
			}
			p.LineTo(pen)
		case 'V':
			v, err := nums(1)
			if err != nil {
				return Path{}, err
			}
			if rel {
				pen.Y += v[0]
			} else {
				pen.Y = v[0]
			}
			p.LineTo(pen)
		case 'C', 'S':
			var b Point
			if upper == 'C' {
				v, err := nums(6)
				if err != nil {
					return Path{}, err
				}
				b = abs(v[0], v[1])
				c, d := abs(v[2], v[3]), abs(v[4], v[5])
				p.CubeTo(b, c, d)
				lastCtrl, pen = c, d
			} else {
				v, err := nums(4)
				if err != nil {
					return Path{}, err
				}
				b = pen
				if prev == 'C' || prev == 'S' {
					b = pen.Mul(2).Sub(lastCtrl)
				}
				c, d := abs(v[0], v[1]), abs(v[2], v[3])
				p.CubeTo(b, c, d)
				lastCtrl, pen = c, d
			}
		case 'Q', 'T':
			var b Point
			if upper == 'Q' {
				v, err := nums(4)
				if err != nil {
					return Path{}, err
				}
				b = abs(v[0], v[1])
				pen2 := abs(v[2], v[3])
				p.QuadTo(b, pen2)
				pen = pen2
			} else {
				v, err := nums(2)
				if err != nil {
					return Path{}, err
				}
				b = pen
				if prev == 'Q' || prev == 'T' {
					b = pen.Mul(2).Sub(lastCtrl)
				}
				pen2 := abs(v[0], v[1])
				p.QuadTo(b, pen2)
				pen = pen2
			}
			lastCtrl = b
		case 'A':
			v, err := nums(3)
			if err != nil {
				return Path{}, err
			}
			rx, ry, rot := v[0], v[1], v[2] // nums reuses its buffer
			large, err := sc.flag()
			if err != nil {
				return Path{}, fmt.Errorf("command %c: %v", cmd, err)
			}
			sweep, err := sc.flag()
			if err != nil {
				return Path{}, fmt.Errorf("command %c: %v", cmd, err)
			}
			e, err := nums(2)
			if err != nil {
				return Path{}, err
			}
			end := abs(e[0], e[1])
			p.ArcTo(pen, rx, ry, rot, large, sweep, end)
			pen = end
		}
		prev = upper
	}
}

func isCommand(c byte) bool {
	switch c | 0x20 {
	case 'm', 'l', 'h', 'v', 'c', 's', 'q', 't', 'a', 'z':
		return true
	}
	return false
}
