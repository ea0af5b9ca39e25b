package ui

import (
	"regexp"
)

// ruleRefusals put the engine's sentences about rules that cannot be
// played together (game.Rules.Validate) in the UI's language; the fixed
// ones are looked up whole by refusalText.
var ruleRefusals = []struct {
	re  *regexp.Regexp
	say func(args []string) string
}{
	{regexp.MustCompile(`^the (\S+) column has no value for (.+) \("–" in RULES §9\.4\)$`), func(a []string) string {
		return trf("the %s column has no value for %s (\"–\" in RULES §9.4)", a[0], a[1])
	}},
	{regexp.MustCompile(`^DRESCHER needs a Drescher value, and the (\S+) column has none \(RULES §9\.4\); choose another column$`), func(a []string) string {
		return trf("DRESCHER needs a Drescher value, and the %s column has none (RULES §9.4); choose another column", a[0])
	}},
	{regexp.MustCompile(`^SOLO_ULTI is paid in Ultimo values, and the (\S+) column has none \(RULES §9\.4\); choose another column$`), func(a []string) string {
		return trf("SOLO_ULTI is paid in Ultimo values, and the %s column has none (RULES §9.4); choose another column", a[0])
	}},
}

// rulesRefusalText is the engine's reason for refusing a combination of
// rules, in the UI's language where the sentence is known.
func rulesRefusalText(err error) string {
	msg := err.Error()
	for _, r := range ruleRefusals {
		if m := r.re.FindStringSubmatch(msg); m != nil {
			return r.say(m[1:])
		}
	}
	return refusalText(err)
}
