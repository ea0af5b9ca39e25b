package game

import "testing"

// TestScoreIsResultScore: Score, which skips building Result.Losers, gives
// Result().Score, and the Losers of Räuber, Drescher and a challenge are
// exactly the seats that pay.
func TestScoreIsResultScore(t *testing.T) {
	rulesets := []Rules{{}, {Players: 3}, {Scoring: CegoOnlineValues}}
	for _, p := range Presets() {
		rulesets = append(rulesets, p.Rules)
	}
	rng := newPolicyRand(11)
	for _, r := range rulesets {
		seen := map[Contract]bool{}
		for seed := uint64(1); seed <= 3000; seed++ {
			s := Deal(r, Seat(seed%uint64(r.N())), seed)
			for s.phase != Done {
				s.apply(fastPolicy(&s, &rng))
			}
			res := s.Result()
			if s.Score() != res.Score {
				t.Fatalf("%v seed %d: Score %v, Result().Score %v", r.OptionIDs(), seed, s.Score(), res.Score)
			}
			var payers []Seat
			for p := Seat(0); p < Seat(r.N()); p++ {
				if res.Score[p] < 0 {
					payers = append(payers, p)
				}
			}
			_, _, challenged := s.Challenge()
			if c := s.Contract(); c == Raeuber || c == Drescher || challenged {
				seen[c] = true
				if len(payers) != len(res.Losers) {
					t.Fatalf("%v seed %d %v: losers %v, payers %v", r.OptionIDs(), seed, c, res.Losers, payers)
				}
				for i := range payers {
					if payers[i] != res.Losers[i] {
						t.Fatalf("%v seed %d %v: losers %v, payers %v", r.OptionIDs(), seed, c, res.Losers, payers)
					}
				}
			} else if res.Losers != nil {
				t.Fatalf("%v seed %d %v: losers %v in a game with a declarer", r.OptionIDs(), seed, c, res.Losers)
			}
		}
		if !seen[Raeuber] && r.Offers(Raeuber) {
			t.Errorf("%v: no Räuber in 3000 random deals", r.OptionIDs())
		}
	}
}
