package store

import (
	"errors"
	"io/fs"
	"os"
	"testing"
)

// TestTableCertKept: the table's certificate file is read back as written
// and only its owner may read it; none kept yet is fs.ErrNotExist.
func TestTableCertKept(t *testing.T) {
	s := New(t.TempDir())
	if _, err := s.ReadTableCert(); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("nothing kept yet: %v", err)
	}
	want := []byte("-----BEGIN CERTIFICATE-----\nx\n-----END CERTIFICATE-----\n")
	if err := s.SaveTableCert(want); err != nil {
		t.Fatal(err)
	}
	got, err := s.ReadTableCert()
	if err != nil || string(got) != string(want) {
		t.Fatalf("read back %q, %v", got, err)
	}
	fi, err := os.Stat(s.TableCertPath())
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm() != 0o600 {
		t.Errorf("the key's file has mode %v, want 0600", fi.Mode().Perm())
	}
}
