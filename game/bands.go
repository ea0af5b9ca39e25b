package game

// Band is a factor band of RULES §9.2: the declarer's card points Lo … Hi
// (both included) give the factor Factor.
type Band struct {
	Lo, Hi int
	Factor int
}

// bandTables are the bands of each Counting, read off Factor and
// FactorPairs (the rule lives there): 0 … 70 in threes, 0 … 79 in pairs.
var bandTables = [2][]Band{
	InThrees: bandsOf(Factor, 70),
	InPairs:  bandsOf(FactorPairs, 79),
}

// bandIndex[c][p] is the index in bandTables[c] of the band p points lie
// in, for 0 … 79 points (BandOf is on the bots' path: they settle every
// deal they simulate).
var bandIndex = func() (ix [2][80]uint8) {
	for c := range bandTables {
		for i, b := range bandTables[c] {
			for p := b.Lo; p <= b.Hi && p < len(ix[c]); p++ {
				ix[c][p] = uint8(i)
			}
		}
		last := bandTables[c][len(bandTables[c])-1]
		for p := last.Hi + 1; p < len(ix[c]); p++ {
			ix[c][p] = uint8(len(bandTables[c]) - 1)
		}
	}
	return ix
}()

// bandsOf groups the points 0 … pack by their factor.
func bandsOf(factor func(int) int, pack int) []Band {
	var out []Band
	for p := 0; p <= pack; p++ {
		f := factor(p)
		if n := len(out); n > 0 && out[n-1].Factor == f {
			out[n-1].Hi = p
			continue
		}
		out = append(out, Band{Lo: p, Hi: p, Factor: f})
	}
	return out
}

// Bands lists the factor bands of these rules from 0 points up to the whole
// pack (PackPoints): in threes 0, 1–5, … 31–35, 36–40, … 66–69, 70; in
// pairs (COUNT_PAIRS) 0, 1–9, 10–14, … 35–39, 40–44, … 65–69, 70–78, 79.
func (r Rules) Bands() []Band {
	return append([]Band(nil), bandTables[r.Counting()]...)
}

// BandOf returns the band that p card points lie in (points below 0 lie in
// the lowest band, points above the pack in the highest).
func (r Rules) BandOf(p int) Band {
	c := r.Counting()
	bs := bandTables[c]
	switch {
	case p < 0:
		return bs[0]
	case p >= len(bandIndex[c]):
		return bs[len(bs)-1]
	}
	return bs[bandIndex[c][p]]
}
