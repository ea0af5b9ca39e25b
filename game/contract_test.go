package game

import "testing"

// TestContractByToken finds every contract by its §16 token, in any case,
// and nothing for other words.
func TestContractByToken(t *testing.T) {
	for c := Contract(1); c < numContracts; c++ {
		tok := c.Info().Token
		if got := ContractByToken(tok); got != c {
			t.Errorf("%q: %v, want %v", tok, got, c)
		}
		if got := ContractByToken(string([]rune(tok)[0]-32) + tok[1:]); got != c {
			t.Errorf("%q capitalised: %v", tok, got)
		}
	}
	for _, bad := range []string{"", "fort", "grand", "ultimo "} {
		if got := ContractByToken(bad); got != NoContract {
			t.Errorf("%q: %v", bad, got)
		}
	}
}
