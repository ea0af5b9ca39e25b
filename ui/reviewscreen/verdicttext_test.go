package reviewscreen

import (
	"strings"

	"fyne.io/fyne/v2/widget"
)

// verdictText is the verdict under the table, its lines joined.
func (rv *View) verdictText() string {
	var lines []string
	for _, o := range rv.verdict.Objects {
		if l := o.(*widget.Label); l.Text != "" {
			lines = append(lines, l.Text)
		}
	}
	return strings.Join(lines, "\n")
}
