package calibrate

import (
	"flag"
	"fmt"

	"github.com/cego-spiel/cego/ai/internal/measure"
	"github.com/cego-spiel/cego/game"
)

// tableFlags are the flags of a measurement that plays deals at one table:
// how many deals (-deals, required) and how many players (-players).
type tableFlags struct {
	fs             *flag.FlagSet
	deals, players *int
}

// newTableFlags registers -deals and -players on fs, with players as the
// default table size.
func newTableFlags(fs *flag.FlagSet, players int) tableFlags {
	return tableFlags{
		fs:      fs,
		deals:   fs.Int("deals", 0, "deals to play (required)"),
		players: fs.Int("players", players, "players at the table (3 or 4)"),
	}
}

// parse parses args and returns the number of deals to play and the rules
// of the table; no deals or a table of other than 3 or 4 players is an
// error.
func (f tableFlags) parse(args []string) (int, game.Rules, error) {
	if err := measure.ParseDeals(f.fs, args, f.deals); err != nil {
		return 0, game.Rules{}, err
	}
	if *f.players != 3 && *f.players != 4 {
		return 0, game.Rules{}, fmt.Errorf("-players %d: 3 or 4", *f.players)
	}
	return *f.deals, game.Rules{Players: *f.players}, nil
}
