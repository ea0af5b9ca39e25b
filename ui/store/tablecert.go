package store

import "path/filepath"

// tableCertName is the file of the certificate of the tables this person
// hosts and its private key, both PEM in one file, readable only by the
// user (the temporary file writeAtomic writes is made 0600 and renamed).
const tableCertName = "table.pem"

// TableCertPath is where the hosted table's certificate and key are kept.
func (s *Store) TableCertPath() string { return filepath.Join(s.dir, tableCertName) }

// ReadTableCert returns the kept certificate and key (PEM); an error
// wrapping fs.ErrNotExist when none was kept yet. The caller checks the
// contents (a damaged file is made anew, see ui).
func (s *Store) ReadTableCert() ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.readLimited(s.TableCertPath())
}

// SaveTableCert keeps the certificate and key (PEM) atomically: a crash
// leaves the old file or the new one.
func (s *Store) SaveTableCert(pem []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.writeAtomic(s.TableCertPath(), pem)
}
