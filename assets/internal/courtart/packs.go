package courtart

import "fmt"

// manners are the packs' ways of drawing.
var manners = map[string]manner{
	"adler":       {ink: "#2b2118", outline: 6, detail: 3, hatch: 9, engraved: true, skin: "#f3d6bd", linen: "#fbf7ec", gold: "#d9a441"},
	"bourgeois":   {ink: "#1f1a14", outline: 6, detail: 3, hatch: 11, skin: "#e9c6a0", linen: "#f8f1de", gold: "#c99a3b", cheek: "#d99a82"},
	"schwarzwald": {ink: "#2e3a46", outline: 5, detail: 3, skin: "#f4d2b6", linen: "#fafaf7", gold: "#e0b040", cheek: "#f0a9a0"},
}

// packFigures are the sixteen figures of each pack by "<suit>-<rank>".
var packFigures = map[string]map[string]figure{
	"adler":       adlerFigures,
	"bourgeois":   bourgeoisFigures,
	"schwarzwald": schwarzwaldFigures,
}

// Motifs returns every court motif file by its path under assets/art
// ("<pack>/court-<suit>-<rank>.svg").
func Motifs() (map[string][]byte, error) {
	out := map[string][]byte{}
	for pack, figs := range packFigures {
		if len(figs) != 16 {
			return nil, fmt.Errorf("courtart: pack %s has %d court figures, want 16", pack, len(figs))
		}
		for key, fg := range figs {
			if fg.suit != key[:1] {
				return nil, fmt.Errorf("courtart: %s %s carries suit %q", pack, key, fg.suit)
			}
			data, err := fg.draw(manners[pack])
			if err != nil {
				return nil, fmt.Errorf("courtart: %s %s: %v", pack, key, err)
			}
			out[pack+"/court-"+key+".svg"] = data
		}
	}
	return out, nil
}
