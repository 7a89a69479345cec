CREATE TABLE `similar_proofs` (
	`sha256` text NOT NULL,
	`other_sha256` text NOT NULL,
	PRIMARY KEY(`sha256`, `other_sha256`),
	FOREIGN KEY (`sha256`) REFERENCES `proofs`(`sha256`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`other_sha256`) REFERENCES `proofs`(`sha256`) ON UPDATE no action ON DELETE no action
);
