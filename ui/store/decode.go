package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strings"
	"time"
)

// errNoFormat is the cause for a file without a format version: whatever it
// is, it is not one of ours.
var errNoFormat = plain(nil, "it has no format version")

// checkFormat reads only the "format" field of a JSON object and sorts the
// file: Corrupt (not a JSON object with a numeric format of at least 1),
// Newer (higher than max) or fine (0). Doing this before the full parse
// tells a newer file from a damaged one even when the newer format changed
// shape.
func checkFormat(data []byte, max int) (Reason, error) {
	var head struct {
		Format *int `json:"format"`
	}
	if err := unmarshal(data, &head); err != nil {
		return Corrupt, err
	}
	switch {
	case head.Format == nil || *head.Format < 1:
		return Corrupt, errNoFormat
	case *head.Format > max:
		return Newer, &FormatError{Found: *head.Format, Max: max}
	}
	return 0, nil
}

// unmarshal is json.Unmarshal with its errors in plain words.
func unmarshal(data []byte, v any) error {
	err := json.Unmarshal(data, v)
	if err == nil {
		return nil
	}
	var syntax *json.SyntaxError
	if errors.As(err, &syntax) {
		if len(bytes.TrimSpace(data)) == 0 {
			return plain(err, "it is empty")
		}
		if syntax.Offset >= int64(len(data)) {
			return plain(err, "it is incomplete: it ends too early")
		}
	}
	w, known := JSONWords(err)
	return &plainError{words: w, detail: !known, err: err}
}

// JSONWords puts an error of encoding/json (json.Unmarshal or a
// json.Decoder, also with DisallowUnknownFields) in plain words; false when
// the error is of no kind it knows, and the words are a general "it is
// damaged".
func JSONWords(err error) (Words, bool) {
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	var tm *time.ParseError
	switch {
	case errors.Is(err, io.EOF):
		return words("it is empty"), true
	case errors.Is(err, io.ErrUnexpectedEOF):
		return words("it is incomplete: it ends too early"), true
	case errors.As(err, &syntax):
		return words("it is damaged at byte %d", syntax.Offset), true
	case errors.As(err, &typ) && typ.Field != "":
		return words("“%s” holds the wrong kind of value", typ.Field), true
	case errors.As(err, &typ):
		return words("it is not a Cego file of this kind"), true
	case errors.As(err, &tm):
		return words("its date is damaged"), true
	}
	// DisallowUnknownFields reports an unknown field as a plain error.
	if f, ok := strings.CutPrefix(err.Error(), `json: unknown field "`); ok {
		return words("it has a field this version does not know: “%s”", strings.TrimSuffix(f, `"`)), true
	}
	return words("it is damaged"), false
}
