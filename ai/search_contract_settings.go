package ai

import (
	"maps"

	"github.com/cego-spiel/cego/game"
)

// WithChances returns cfg with contract c's Chances set to on; cfg's own
// map (ExpertConfig's, say) is left as it was.
func (cfg SearchConfig) WithChances(c game.Contract, on bool) SearchConfig {
	cfg.Chances = withEntry(cfg.Chances, c, on)
	return cfg
}

// WithPlayMargin returns cfg with contract c's PlayMargin set to m; cfg's
// own map is left as it was.
func (cfg SearchConfig) WithPlayMargin(c game.Contract, m float64) SearchConfig {
	cfg.PlayMargin = withEntry(cfg.PlayMargin, c, m)
	return cfg
}

// withEntry returns a copy of m (a new map if m is nil) with k set to v.
func withEntry[K comparable, V any](m map[K]V, k K, v V) map[K]V {
	m = maps.Clone(m)
	if m == nil {
		m = map[K]V{}
	}
	m[k] = v
	return m
}
