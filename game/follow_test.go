package game

import "testing"

// TestFollowing: the rule of following (RULES §8.2) in the RULES notation.
func TestFollowing(t *testing.T) {
	for _, tc := range []struct {
		hand, led, want string
		why             FollowReason
	}{
		{hand: "T21 T3 hK h1", led: "h2", want: "hK h1", why: FollowLed},
		{hand: "T21 T3 hK h1", led: "c7", want: "T21 T3", why: FollowTrump},
		{hand: "sK hK h1", led: "c7", want: "sK hK h1", why: FollowAny},
		{hand: "T21 T3 hK", led: "T5", want: "T21 T3", why: FollowLed},
		{hand: "GS hK", led: "T5", want: "GS", why: FollowLed},
		{hand: "hK d1", led: "T5", want: "hK d1", why: FollowAny},
		{hand: "T21 hK", led: "", want: "T21 hK", why: FollowAny},
	} {
		hand := mustCards(t, tc.hand)
		led := NoCard
		if tc.led != "" {
			c, err := ParseCard(tc.led)
			if err != nil {
				t.Fatal(err)
			}
			led = c
		}
		got, why := Following(hand, led)
		if want := mustCards(t, tc.want); got != want || why != tc.why {
			t.Errorf("Following(%s, %s) = %s, %d; want %s, %d", hand, tc.led, got, why, want, tc.why)
		}
		if FollowCards(hand, led) != got {
			t.Errorf("FollowCards(%s, %s) differs from Following", hand, tc.led)
		}
	}
}
