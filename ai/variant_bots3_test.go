package ai

import "testing"

// bots3Fingerprint is dealsFingerprint of Normal as Bots III left it (60
// deals, four players), recorded when "normal-bots3" was frozen, when
// Normal's own was the same.
const bots3Fingerprint = 0x343ee79d85e21ca9

// TestNormalBots3: the variant "normal-bots3" still plays as Normal did
// when Bots III ended, so that Bots IV measures against that Normal.
func TestNormalBots3(t *testing.T) {
	got := dealsFingerprint(t, func(s int) Bot {
		b, err := NewVariant(NormalBots3, uint64(s))
		if err != nil {
			t.Fatal(err)
		}
		return b
	})
	if got != bots3Fingerprint {
		t.Errorf("%s's fingerprint %#x, want %#x: it no longer plays as the Normal of Bots III", NormalBots3, got, uint64(bots3Fingerprint))
	}
}
