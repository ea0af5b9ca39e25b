package calibrate

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

// calibrationRuns are short runs of every calibration: a few deals each.
// The measurements themselves take minutes to hours; these check that
// each still runs and writes its report.
var calibrationRuns = map[string][]string{
	"hinttimes":      {"-decisions", "2"},
	"calibrate":      {"-deals", "3"},
	"calrung":        {"-deals", "3"},
	"calmc":          {"-deals", "2"},
	"calsearch":      {"-deals", "1"},
	"calnull":        {"-deals", "3"},
	"calladder":      {"-deals", "3"},
	"calgeiss":       {"-deals", "3"},
	"checkintervals": {"-deals", "1"},
	"debugdeals":     {"-contract", "cego", "-deals", "100"},
	"declregret":     {"-deals", "1"},
	"optarena":       {"-deals", "1"},
	"ownwin":         {"-deals", "6"},
	"specialplay":    {"-deals", "6"},
	"cardplay":       {"-spots", "2", "-a", "easy", "-workers", "1"},
	"optduel":        {"-deals", "1"},
	"regret":         {"-positions", "1"},
	"trace":          {"-deal", "3"},
	"tune":           {"-deals", "1"},
}

// TestCalibrationsRun runs every calibration briefly: it ends without an
// error and writes a report; without its required count it refuses to
// run (but for those with a default count), and an unknown flag is an
// error.
func TestCalibrationsRun(t *testing.T) {
	cs := Calibrations()
	if len(cs) != len(calibrationRuns) {
		t.Errorf("%d calibrations, %d short runs", len(cs), len(calibrationRuns))
	}
	for _, c := range cs {
		args, ok := calibrationRuns[c.Name]
		if !ok {
			t.Errorf("%s: no short run", c.Name)
			continue
		}
		if c.Doc == "" || c.Run == nil {
			t.Errorf("%s: no doc or no run", c.Name)
		}
		slow := c.Name == "checkintervals" || c.Name == "declregret" || c.Name == "hinttimes"
		if slow && testing.Short() {
			continue
		}
		var out bytes.Buffer
		if err := c.Run(args, &out); err != nil {
			t.Errorf("%s %v: %v", c.Name, args, err)
		}
		if strings.Count(out.String(), "\n") == 0 {
			t.Errorf("%s %v wrote no report", c.Name, args)
		}
		if err := c.Run([]string{"-no-such-flag"}, &bytes.Buffer{}); err == nil {
			t.Errorf("%s: an unknown flag was accepted", c.Name)
		}
		if slices.Contains([]string{"calibrate", "calrung", "calmc", "calnull", "calladder", "calgeiss", "ownwin", "specialplay"}, c.Name) {
			if err := c.Run([]string{"-deals", "1", "-players", "5"}, &bytes.Buffer{}); err == nil {
				t.Errorf("%s: five players accepted", c.Name)
			}
		}
		if c.Name != "hinttimes" && c.Name != "checkintervals" && c.Name != "tune" { // these have a default count
			if err := c.Run(nil, &bytes.Buffer{}); err == nil {
				t.Errorf("%s without its count ran", c.Name)
			}
		}
	}
}
