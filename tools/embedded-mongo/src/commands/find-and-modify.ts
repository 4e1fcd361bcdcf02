import type { Document } from 'bson';
import { CommandError } from '../errors';
import { findDocuments, projectDocument } from '../query/read';
import { collectionName, optionalDocument, type CommandTable } from './context';
import { checkHint, scopeOf } from './scope';
import { bypassesValidation, parseUpdateSpec, updateOne, upsert, type UpdateOptions } from './write';

export const findAndModifyCommands: CommandTable = {
  findAndModify: (command, { engine, db }) => {
    const name = collectionName(command);
    const query = optionalDocument(command, 'query') ?? {};
    const fields = optionalDocument(command, 'fields');
    const remove = command.remove === true;
    if (remove && command.update !== undefined) {
      throw new CommandError('FailedToParse', 'Cannot specify both an update and remove=true');
    }
    if (!remove && command.update === undefined) {
      throw new CommandError('FailedToParse', 'Either an update or remove=true must be specified');
    }
    if (remove && command.upsert === true) {
      throw new CommandError('FailedToParse', 'Cannot specify both upsert=true and remove=true');
    }

    const collection = engine.writableCollection(db, name);
    const scope = scopeOf(command);
    checkHint(collection, command.hint);
    // Match and write happen in this one synchronous call: no other command runs in between.
    const sort = optionalDocument(command, 'sort');
    const [doc] = findDocuments(collection, { filter: query, sort, limit: 1, ...scope });

    if (remove) {
      if (doc) engine.remove(collection!, doc);
      return { lastErrorObject: { n: doc ? 1 : 0 }, value: doc ? projectDocument(doc, fields) : null, ok: 1 };
    }

    const spec = parseUpdateSpec(command.update);
    const options: UpdateOptions = {
      arrayFilters: command.arrayFilters as Document[] | undefined,
      variables: scope.variables,
      collated: Boolean(scope.collation),
      bypassValidation: bypassesValidation(command),
    };
    if (!doc) {
      if (command.upsert !== true) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
      const inserted = upsert(engine, db, name, query, spec, options);
      return {
        lastErrorObject: { n: 1, updatedExisting: false, upserted: inserted._id },
        value: command.new === true ? projectDocument(inserted, fields) : null,
        ok: 1,
      };
    }
    const updated = updateOne(engine, collection!, doc, spec, query, options).doc;
    return {
      lastErrorObject: { n: 1, updatedExisting: true },
      value: projectDocument(command.new === true ? updated : doc, fields),
      ok: 1,
    };
  },
};
