package cardgen

import (
	"fmt"
	"regexp"
	"strconv"

	"github.com/cego-spiel/cego/assets/internal/vg"
)

// motifName matches the file names of the contract.
var motifName = regexp.MustCompile(`^(?:t([1-9]|1[0-9]|2[01])b?|gs|king|queen|cavalier|jack|court-[cshd]-[kqcj]|back)\.svg$`)

// CheckMotif reports whether a file of a pack's motif folder follows the
// contract of assets/art/README.md: a known file name, the SVG subset, and
// the viewBox of its kind.
func CheckMotif(name string, data []byte) error {
	if !motifName.MatchString(name) {
		return fmt.Errorf("%s is not a motif name of the contract (t1…t21, t1b…t21b, gs, king, queen, cavalier, jack, court-<suit>-<rank>, back)", name)
	}
	doc, err := vg.Parse(data)
	if err != nil {
		return err
	}
	box := boxOf(name)
	if want := [4]float64{0, 0, box[0], box[1]}; doc.ViewBox != want {
		return fmt.Errorf("viewBox is %v, the contract says \"0 0 %g %g\"", doc.ViewBox, box[0], box[1])
	}
	return nil
}

// boxOf is the motif box of a contract file name.
func boxOf(name string) [2]float64 {
	switch {
	case name == "gs.svg":
		return gsBox
	case name == "back.svg":
		return backBox
	case name[0] == 't':
		if _, err := strconv.Atoi(name[1:2]); err == nil {
			return trumpBox
		}
	}
	return courtBox
}
