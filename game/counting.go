package game

// Counting is how a pile's card points are counted (RULES §3): in threes
// (3er-Zählweise, the default: the pack counts 70) or in pairs
// (COUNT_PAIRS, 2er-Zählweise: the pack counts 79).
type Counting uint8

const (
	// InThrees: each group of three cards counts its values added, minus 2
	// (RULES §3.1).
	InThrees Counting = iota
	// InPairs: each pair counts its values added, minus 1 (RULES §3.2).
	InPairs
)

// GroupSize is the number of cards counted together: 3 or 2.
func (c Counting) GroupSize() int {
	if c == InPairs {
		return 2
	}
	return 3
}

// GroupLess is what each whole group counts less than its values added: 2
// in threes, 1 in pairs.
func (c Counting) GroupLess() int {
	if c == InPairs {
		return 1
	}
	return 2
}

// LeftoverLess is what the cards left over after the whole groups (one or
// two in threes, one in pairs) count less than their values added: 1 in
// both countings (RULES §3.1 "its value sum minus 1"; §3.2 a single card's
// value minus one half, rounded down).
func (c Counting) LeftoverLess() int { return 1 }

// Tally is a pile counted step by step, the way a player counts it at the
// table: Raw − GroupLess × Groups − LeftoverLess (if Leftover > 0) = Points.
type Tally struct {
	Counting Counting
	Cards    int // cards in the pile
	Raw      int // their values added (RULES §2.4)
	Groups   int // whole groups of GroupSize cards
	Leftover int // cards left over after the whole groups (0: none)
	Points   int // the pile's card points
}

// Tally counts a pile step by step. Every count of card points in the
// engine comes from here or from Count, which shares its steps.
func (c Counting) Tally(pile Cards) Tally {
	pile &= AllCards
	t := Tally{Counting: c, Cards: pile.Len(), Raw: RawPoints(pile)}
	t.Groups, t.Leftover = c.groups(t.Cards)
	t.Points = t.Raw - c.less(t.Groups, t.Leftover)
	return t
}

// Count counts a pile's card points: Tally's Points, without the steps
// (the bots settle every deal they simulate).
func (c Counting) Count(pile Cards) int {
	pile &= AllCards
	return RawPoints(pile) - c.less(c.groups(pile.Len()))
}

// groups splits n cards into whole groups and the cards left over (with
// constant divisors: a division by a variable costs).
func (c Counting) groups(n int) (groups, leftover int) {
	if c == InPairs {
		return n / 2, n % 2
	}
	return n / 3, n % 3
}

// less is what the groups and the leftover count less than their values.
func (c Counting) less(groups, leftover int) int {
	l := c.GroupLess() * groups
	if leftover > 0 {
		l += c.LeftoverLess()
	}
	return l
}

// String is "threes" or "pairs".
func (c Counting) String() string {
	if c == InPairs {
		return "pairs"
	}
	return "threes"
}

// Counting is how these rules count card points: in pairs with COUNT_PAIRS,
// else in threes.
func (r Rules) Counting() Counting {
	if r.CountPairs {
		return InPairs
	}
	return InThrees
}

// DeclarerBonus is the card points the declarer of a normal game gets on
// top of his pile's count: 1 with three players counting in threes, for the
// three cards taken out of the pack (RULES §10.3), else 0.
func (r Rules) DeclarerBonus() int {
	if r.N() == 3 && !r.CountPairs {
		return 1
	}
	return 0
}
