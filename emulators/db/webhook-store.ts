// Webhook deliveries the local stack received, kept so a developer can see what a form sent.
import type {Queryable} from './queryable';
import type {WebhookSubmissionRecord} from './records';

interface Row {
  id: string;
  topic: string;
  received_at: Date;
  payload: unknown;
}

const DEFAULT_LIST_LIMIT = 100;

function toRecord(row: Row): WebhookSubmissionRecord {
  return {id: Number(row.id), topic: row.topic, receivedAt: row.received_at.toISOString(), payload: row.payload};
}

export async function saveWebhookSubmission(sql: Queryable, topic: string, payload: unknown): Promise<WebhookSubmissionRecord> {
  const result = await sql.query<Row>(
    'INSERT INTO webhook_submissions (topic, payload) VALUES ($1, $2) RETURNING id, topic, received_at, payload',
    [topic, JSON.stringify(payload)],
  );
  return toRecord(result.rows[0]!);
}

export async function listWebhookSubmissions(
  sql: Queryable,
  {topic, limit = DEFAULT_LIST_LIMIT}: {topic?: string; limit?: number} = {},
): Promise<WebhookSubmissionRecord[]> {
  const result = topic
    ? await sql.query<Row>(
        'SELECT id, topic, received_at, payload FROM webhook_submissions WHERE topic = $1 ORDER BY id DESC LIMIT $2',
        [topic, limit],
      )
    : await sql.query<Row>('SELECT id, topic, received_at, payload FROM webhook_submissions ORDER BY id DESC LIMIT $1', [
        limit,
      ]);
  return result.rows.map(toRecord);
}
