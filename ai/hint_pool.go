package ai

import (
	"time"

	"github.com/cego-spiel/cego/ai/solver"
)

// hintSolvers keeps the solvers of finished hints for the next ones: a
// hint's search bot needs one per worker, each with a table of 1 MB, and
// asking for hints again and again would otherwise make and drop two of
// them every time. It holds up to two hints' worth (4 MB at most); a hint
// that finds it empty (the first, or one asked while another runs) makes
// new ones. A solver is not safe for concurrent use: one hint at a time
// holds it, from hintSolver until releaseHintSolvers. (Not a sync.Pool:
// that drops what it holds after two garbage collections, and the table's
// drawing between two hints runs several, so the tables would be made
// again.)
var hintSolvers = make(chan *solver.Solver, 2*ExpertConfig().Workers)

// hintSolver is a solver from hintSolvers made as good as new — table,
// history and killer moves cleared, node count zero, no deadline — with
// the node cap nodeCap, so it answers every search as a new solver does;
// or a new one when none is free.
func hintSolver(nodeCap int) *solver.Solver {
	select {
	case s := <-hintSolvers:
		s.Reset()
		s.ResetNodes()
		s.SetNodeCap(nodeCap)
		s.SetDeadline(time.Time{})
		return s
	default:
		return newWorkerSolver(nodeCap)
	}
}

// releaseHintSolvers gives the bot's solvers back to hintSolvers once its
// hint is done (its searches have returned: SearchBot.analyze waits for
// its workers); those that find it full are dropped. The bot must not be
// used afterwards.
func releaseHintSolvers(b *SearchBot) {
	for _, w := range b.workers {
		select {
		case hintSolvers <- w.s:
		default:
		}
		w.s = nil
	}
}
