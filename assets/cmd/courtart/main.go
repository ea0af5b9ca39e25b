// Command courtart writes the court motif files of every pack
// (art/<pack>/court-<suit>-<rank>.svg) from the figure descriptions of
// assets/internal/courtart. It runs from `go generate ./assets`, in the
// assets folder, before cardgen:
//
//	go run ./cmd/courtart [-art art]
package main

import (
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"

	"github.com/cego-spiel/cego/assets/internal/courtart"
)

func main() {
	art := flag.String("art", "art", "folder with the motif files, one sub-folder per pack")
	flag.Parse()
	files, err := courtart.Motifs()
	if err != nil {
		fmt.Fprintf(os.Stderr, "courtart: %v\n", err)
		os.Exit(1)
	}
	for _, name := range slices.Sorted(maps.Keys(files)) {
		if err := os.WriteFile(filepath.Join(*art, filepath.FromSlash(name)), files[name], 0o644); err != nil {
			fmt.Fprintf(os.Stderr, "courtart: %v\n", err)
			os.Exit(1)
		}
	}
	fmt.Printf("courtart: %d court motifs in %s\n", len(files), *art)
}
