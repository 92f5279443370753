"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.progressReporter = progressReporter;
/**
 * Progress on stderr: a bar redrawn in place on a terminal, one line per step otherwise
 * (CI logs, pipes), so long work never looks stuck.
 */
function progressReporter(label) {
    var tty = process.stderr.isTTY;
    var last = '';
    return {
        update: function (step, done, total) {
            var width = 24;
            var filled = total > 0 ? Math.round((done / total) * width) : 0;
            var line = "".concat(label, " [").concat('#'.repeat(filled)).concat('.'.repeat(width - filled), "] ").concat(done, "/").concat(total, " ").concat(step);
            if (tty)
                process.stderr.write("\r".concat(line.padEnd(last.length)));
            else if (step !== last)
                process.stderr.write("".concat(line, "\n"));
            last = tty ? line : step;
        },
        done: function (message) {
            if (tty)
                process.stderr.write('\n');
            console.log(message);
        },
    };
}
