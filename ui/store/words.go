package store

import (
	"errors"
	"fmt"
)

// Words is a sentence in plain English kept as its format and arguments, so
// that a UI can look the format up in its own language and fill in the
// same arguments. An argument may itself be Words (a clause within the
// sentence) or an error of the engine (worded by the UI).
type Words struct {
	Format string
	Args   []any
}

// String is the sentence in English.
func (w Words) String() string { return fmt.Sprintf(w.Format, w.Args...) }

// words is a shorthand for Words{format, args}.
func words(format string, args ...any) Words { return Words{Format: format, Args: args} }

// plainError puts a technical cause in words a player can read, keeping the
// cause for errors.Is/As and logs.
type plainError struct {
	words Words
	// detail: Error appends the cause's own text (for the English message
	// and logs; a translated message leaves it out).
	detail bool
	err    error
}

func (e *plainError) Error() string {
	if e.detail && e.err != nil {
		return e.words.String() + ": " + e.err.Error()
	}
	return e.words.String()
}

func (e *plainError) Unwrap() error { return e.err }

// plain is a cause in words; err (may be nil) stays reachable by errors.Is/As.
func plain(err error, format string, args ...any) error {
	return &plainError{words: words(format, args...), err: err}
}

// Explain returns the plain words of the outermost cause in err's chain the
// store has worded (including a *FormatError); false when there is none,
// e.g. for an error of the operating system.
func Explain(err error) (Words, bool) {
	for e := err; e != nil; e = errors.Unwrap(e) {
		switch e := e.(type) {
		case *plainError:
			return e.words, true
		case *FormatError:
			return words("format %d; this version reads up to %d", e.Found, e.Max), true
		}
	}
	return Words{}, false
}
