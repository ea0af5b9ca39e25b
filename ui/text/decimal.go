package text

import (
	"fmt"
	"strings"

	"github.com/cego-spiel/cego/ui/store"
)

// Decimal is a number shown with a fraction: with a decimal comma in
// German ("+5,2"), a point in English ("+5.2"). It formats with the verbs
// and flags of float64 (%+.1f), so the translations keep their verbs.
type Decimal float64

// Format writes d as a float64 would, with a comma for the point in German.
func (d Decimal) Format(f fmt.State, verb rune) {
	s := fmt.Sprintf(fmt.FormatString(f, verb), float64(d))
	if Language() == store.LanguageGerman {
		s = strings.Replace(s, ".", ",", 1)
	}
	_, _ = f.Write([]byte(s))
}
