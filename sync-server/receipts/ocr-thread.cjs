'use strict';
// tesseract.js's own worker script (src/worker-script/node), started at a lower CPU priority: on
// a busy server the OCR yields the processor to requests (a thread at nice 10 gets about a tenth
// of a core against one at nice 0), and uses all of it when nothing else runs.
const os = require('node:os');
const { readlinkSync } = require('node:fs');

try {
  // Linux: /proc/thread-self names this thread's id, and setpriority on a thread id sets that
  // thread's nice value (threads it starts inherit it). Raising one's own nice needs no privilege.
  // The same as threads/lower-priority.ts, which a script tesseract.js loads as it is cannot import.
  os.setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 10);
} catch {
  // Elsewhere the OCR runs at the server's own priority.
}
require('tesseract.js/src/worker-script/node/index.js');
