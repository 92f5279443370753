"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
var commander_1 = require("commander");
var migrate_ts_1 = require("./commands/migrate.ts");
var seed_ts_1 = require("./commands/seed.ts");
var event_create_ts_1 = require("./commands/event-create.ts");
var report_error_ts_1 = require("./report-error.ts");
var program = new commander_1.Command()
    .name('foyer')
    .description('Operate a Foyer installation: database migrations, demo data, events.')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();
(0, migrate_ts_1.registerMigrate)(program);
(0, seed_ts_1.registerSeed)(program);
(0, event_create_ts_1.registerEventCreate)(program);
try {
    await program.parseAsync(process.argv);
}
catch (err) {
    if (err instanceof commander_1.CommanderError)
        process.exit(err.exitCode);
    process.exit((0, report_error_ts_1.reportError)(err));
}
