package calibrate

import (
	"fmt"
	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ai/internal/probe"
	"io"

	"github.com/cego-spiel/cego/ai/internal/measure"
	"github.com/cego-spiel/cego/game"
)

// calDebugDeals prints up to four deals of Normal bots in which the
// declarer of the contract given by its token lost: the hands, the
// Legage, the discards and every trick.
func calDebugDeals(args []string, out io.Writer) error {
	fs := measure.Flags("debugdeals", out)
	debugContract := fs.String("contract", "", "the contract's token, e.g. bettel (required)")
	deals := fs.Int("deals", 20000, "deals to look through at most")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *debugContract == "" {
		return fmt.Errorf("give -contract")
	}
	want, err := game.ParseAction(*debugContract)
	if err != nil {
		return fmt.Errorf("-contract: %v", err)
	}
	shown := 0
	rng := newRand(5)
	for i := 0; i < *deals && shown < 4; i++ {
		st := game.Deal(game.Rules{}, game.Seat(i%4), rng.Uint64())
		var hands [4]game.Cards
		bots := make([]ai.Bot, 4)
		for s := 0; s < 4; s++ {
			hands[s] = st.Hand(game.Seat(s))
			th := probe.DefaultThresholds(4)
			th.Bettel, th.Piccolo, th.Ultimo = 0.9, 0.9, 8
			bots[s] = normal{th: &th}.bot(uint64(s))
		}
		end, err := ai.PlayOut(st, bots)
		if err != nil {
			return fmt.Errorf("deal %d: %w", i, err)
		}
		st = end
		r := st.Result()
		if r.Contract.Info().Call != want || (r.Won && *debugContract != "cego") {
			continue
		}
		shown++
		fmt.Fprintf(out, "deal %d: %v by %d, score %v\n", i, r.Contract, r.Declarer, r.Score)
		for s := 0; s < 4; s++ {
			fmt.Fprintf(out, "  seat %d: %v\n", s, hands[s])
		}
		fmt.Fprintf(out, "  legage %v discards %v points %d\n", st.Legage(), st.Discards(), r.Points)
		for _, tr := range st.Tricks() {
			fmt.Fprintf(out, "  lead %d:", tr.Leader)
			for k := 0; k < int(tr.N); k++ {
				fmt.Fprintf(out, " %v", tr.Cards[k])
			}
			fmt.Fprintf(out, "  -> %d\n", tr.Winner())
		}
	}
	return nil
}
