// Command cardgen composes the finished card files of every pack from the
// motifs under assets/art and writes them to assets/cards. It runs from
// `go generate ./assets`, in the assets folder:
//
//	go run ./cmd/cardgen [-art art] [-out cards]
//
// It fails, writing nothing, if a motif is missing or outside the SVG
// subset, naming each such file.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/cego-spiel/cego/assets/internal/cardgen"
)

func main() {
	art := flag.String("art", "art", "folder with the motif files, one sub-folder per pack")
	out := flag.String("out", "cards", "folder to write the card files to")
	flag.Parse()
	files, err := cardgen.Generate(os.DirFS(*art))
	if err != nil {
		fmt.Fprintf(os.Stderr, "cardgen: %v\n", err)
		os.Exit(1)
	}
	total := 0
	for _, name := range cardgen.Files() {
		data := files[name]
		p := filepath.Join(*out, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			fmt.Fprintf(os.Stderr, "cardgen: %v\n", err)
			os.Exit(1)
		}
		if old, err := os.ReadFile(p); err == nil && string(old) == string(data) {
			total += len(data)
			continue
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			fmt.Fprintf(os.Stderr, "cardgen: %v\n", err)
			os.Exit(1)
		}
		total += len(data)
	}
	fmt.Printf("cardgen: %d files, %d KB in %s\n", len(files), total/1024, *out)
}
