package game

import "math/bits"

func popcount(x uint64) int      { return bits.OnesCount64(x) }
func trailingZeros(x uint64) int { return bits.TrailingZeros64(x) }
func leadingZeros(x uint64) int  { return bits.LeadingZeros64(x) }
