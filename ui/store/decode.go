package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// errNoFormat is the cause for a file without a format version: whatever it
// is, it is not one of ours.
var errNoFormat = errors.New("it has no format version")

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

// plainError puts a technical cause in words a player can read, keeping the
// cause for errors.Is/As and logs.
type plainError struct {
	msg string
	err error
}

func (e *plainError) Error() string { return e.msg }
func (e *plainError) Unwrap() error { return e.err }

// unmarshal is json.Unmarshal with its errors in plain words.
func unmarshal(data []byte, v any) error {
	err := json.Unmarshal(data, v)
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	var tm *time.ParseError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &syntax):
		if len(bytes.TrimSpace(data)) == 0 {
			return &plainError{"it is empty", err}
		}
		if syntax.Offset >= int64(len(data)) {
			return &plainError{"it is incomplete: it ends too early", err}
		}
		return &plainError{fmt.Sprintf("it is damaged at byte %d", syntax.Offset), err}
	case errors.As(err, &typ) && typ.Field != "":
		return &plainError{fmt.Sprintf("“%s” holds the wrong kind of value", typ.Field), err}
	case errors.As(err, &typ):
		return &plainError{"it is not a Cego file of this kind", err}
	case errors.As(err, &tm):
		return &plainError{"its date is damaged", err}
	}
	return &plainError{"it is damaged: " + err.Error(), err}
}
