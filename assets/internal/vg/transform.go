package vg

import (
	"fmt"
	"strings"
)

// parseTransform reads a transform list of the subset: translate, rotate,
// scale with two numbers, and matrix. Fyne's reader collapses scale(s) with
// one number, so the subset refuses it.
func parseTransform(s string) (Matrix, error) {
	m := Identity
	rest := strings.TrimSpace(s)
	for rest != "" {
		open := strings.IndexByte(rest, '(')
		closeAt := strings.IndexByte(rest, ')')
		if open < 0 || closeAt < open {
			return m, fmt.Errorf("transform %q: expected name(numbers)", s)
		}
		name := strings.TrimSpace(rest[:open])
		args, err := parseNumberList(rest[open+1 : closeAt])
		if err != nil {
			return m, fmt.Errorf("transform %q: %v", s, err)
		}
		rest = strings.TrimLeft(rest[closeAt+1:], " \t\r\n,")
		var t Matrix
		switch {
		case name == "translate" && len(args) == 2:
			t = Translate(args[0], args[1])
		case name == "translate" && len(args) == 1:
			t = Translate(args[0], 0)
		case name == "rotate" && len(args) == 1:
			t = Rotate(args[0])
		case name == "rotate" && len(args) == 3:
			t = Translate(args[1], args[2]).Mul(Rotate(args[0])).Mul(Translate(-args[1], -args[2]))
		case name == "scale" && len(args) == 2:
			t = Scale(args[0], args[1])
		case name == "scale" && len(args) == 1:
			return m, fmt.Errorf("transform %q: write scale(sx sy) with two numbers (Fyne's reader collapses scale(s))", s)
		case name == "matrix" && len(args) == 6:
			copy(t[:], args)
		default:
			return m, fmt.Errorf("transform %q: %s with %d numbers is not in the subset (translate, rotate, scale(sx sy), matrix)", s, name, len(args))
		}
		m = m.Mul(t)
	}
	return m, nil
}

// parseNumberList reads numbers separated by whitespace and/or commas.
func parseNumberList(s string) ([]float64, error) {
	sc := scanner{s: s}
	var out []float64
	for {
		sc.skipSep()
		if sc.done() {
			return out, nil
		}
		v, err := sc.number()
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
}
