package netplay

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"strings"
	"unicode"
)

// codeAlphabet are the letters and digits of a table code: no look-alikes
// (no 0/O, 1/I/L, 5/S, 8/B, 2/Z).
const codeAlphabet = "ACDEFGHJKMNPQRTUVWXY34679"

// CodeLength is the length of a generated table code.
const CodeLength = 6

// NewCode returns a random table code of CodeLength characters from
// crypto/rand: it guards the seats, so it does not come from the game's
// seeded generators.
func NewCode() string {
	b := make([]byte, CodeLength)
	for i := range b {
		b[i] = codeAlphabet[randIndex(len(codeAlphabet))]
	}
	return string(b)
}

// randIndex returns a uniform index below n from crypto/rand.
func randIndex(n int) int {
	limit := 256 - 256%n
	var c [1]byte
	for {
		rand.Read(c[:]) // since Go 1.24 it never returns an error
		if int(c[0]) < limit {
			return int(c[0]) % n
		}
	}
}

// NormalizeCode is how a typed code is compared: spaces and dashes dropped,
// upper case.
func NormalizeCode(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r == ' ' || r == '-' || r == '\t' {
			continue
		}
		b.WriteRune(unicode.ToUpper(r))
	}
	return b.String()
}

// sameCode compares two codes in constant time.
func sameCode(a, b string) bool {
	return subtle.ConstantTimeCompare([]byte(NormalizeCode(a)), []byte(NormalizeCode(b))) == 1
}

// newToken returns a random reconnect token (128 bits, hex).
func newToken() string {
	b := make([]byte, 16)
	rand.Read(b) // since Go 1.24 it never returns an error
	return hex.EncodeToString(b)
}

// cleanName trims a guest's name to at most 24 runes of printable
// characters; an empty name becomes fallback.
func cleanName(s, fallback string) string {
	var b strings.Builder
	n := 0
	for _, r := range strings.TrimSpace(s) {
		if !unicode.IsPrint(r) {
			continue
		}
		if n == 24 {
			break
		}
		b.WriteRune(r)
		n++
	}
	if out := strings.TrimSpace(b.String()); out != "" {
		return out
	}
	return fallback
}
