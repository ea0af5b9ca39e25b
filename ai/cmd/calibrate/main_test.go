package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestMeasurements: every measurement has a name of its own and a line
// saying what it measures; this command's own measurements run briefly and
// report.
func TestMeasurements(t *testing.T) {
	seen := map[string]bool{}
	for _, m := range measurements() {
		if seen[m.Name] || m.Name == "" || m.Doc == "" || m.Run == nil {
			t.Errorf("measurement %q: twice, or without a name, a doc or a run", m.Name)
		}
		seen[m.Name] = true
	}
	for name, args := range map[string][]string{
		"arenadecl":   {"-deals", "1", "-end", "5,12,200000,32,1.5,true,8,8,0,0,24,true,0", "-seeds", "3"},
		"arenanull":   {"-deals", "1"},
		"tunedecl":    {"-deals", "1"},
		"reviewspeed": {"-deals", "1"},
	} {
		var out bytes.Buffer
		for _, m := range measurements() {
			if m.Name == name {
				if err := m.Run(args, &out); err != nil {
					t.Errorf("%s: %v", name, err)
				}
				if err := m.Run([]string{"-deals", "0"}, &bytes.Buffer{}); err == nil {
					t.Errorf("%s ran no deal", name)
				}
			}
		}
		if !strings.Contains(out.String(), "\n") {
			t.Errorf("%s reported nothing", name)
		}
	}
}
